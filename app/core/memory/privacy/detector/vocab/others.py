"""Word lists, round 23: a union or a party membership said of someone else, as a term.

Said of a colleague, a named employee or a relative, union and party membership is written with a place or a role more
than with a verb: "Василь і Тетяна — у профспілці", "Ирина и Олег состоят в профсоюзе", "Helen and Joe are both union
reps", "pani Halina jest w zarządzie zakładowej Solidarności", "Herr Yilmaz ist im Betriebsrat". These are TERMS (the
tier that needs a person in the sentence - "my", a relative, a named person, third_persons.py - and no question or
hedge): "Union members get a discount" and "Is Ana in the union?" stay green.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.lexicon import AMOUNT

BELIEFS_TERMS = [
    # Ukrainian and Russian: in the union, its members
    "у профспілці", "в профспілці", "членом профспілки", "члени профспілки", "член профспілки", "профспілковий активіст*",
    "в профсоюзе", "состоит в профсоюзе", "состоят в профсоюзе", "членом профсоюза", "члены профсоюза", "член профсоюза",
    "членом партії", "член партії", "члени партії", "членом партии", "член партии", "члены партии",
    # English
    # (with their verb: "our union reps negotiated a raise" is the workplace's, not anyone's membership)
    "is a union rep", "are union reps", "are both union reps", "is a union member", "are union members",
    "are both union members", "is a shop steward", "are shop stewards", "is a party member", "are party members",
    "is a paid-up member", "is in the union", "are in the union", "are both in the union",
    # Polish
    # (European languages with their verb: "la réunion avec les délégués syndicaux" is a meeting, nobody's membership)
    "jest w zarządzie solidarności", "są w zarządzie solidarności", "jest w zarządzie zakładowej solidarności",
    "są w zarządzie zakładowej solidarności", "jest w zarządzie związku", "są w zarządzie związku",
    "jest w związku zawodowym", "są w związku zawodowym", "członkiem związku", "członkami związku", "członkiem solidarności",
    "członkami solidarności", "członkiem partii", "członkami partii", "jest w komisji zakładowej", "są w komisji zakładowej",
    # German
    "ist in der gewerkschaft", "sind in der gewerkschaft", "gewerkschaftsmitglied*", "ist im betriebsrat",
    "sind im betriebsrat", "sitzt im betriebsrat", "sitzen im betriebsrat", "parteimitglied*", "ist in der partei",
    # Spanish
    "está en el sindicato", "están en el sindicato", "afiliad* al sindicato", "es delegad* sindical*",
    "son delegad* sindical*", "es enlace sindical", "afiliad* al partido", "es militante del partido",
    # French
    "est au syndicat", "sont au syndicat", "est syndiqué*", "sont syndiqué*", "est délégué* syndica*",
    "sont délégué* syndica*", "adhérent* du parti", "est encarté*",
]

# ---------------------------------------------------------------- raised in care

# Growing up in foster care, a children's home or an orphanage, said of oneself (or of someone: "she grew up in care"): a
# childhood most keep private. Each pattern carries its subject or its verb of a life ("grew up", "wychowałam się",
# "j'ai grandi"), so "How does foster care work?", "¿Qué requisitos hay para ser familia de acogida?" and a charity
# collecting toys for a children's home stay green.
_CARE_EN = (r"(?:foster care|foster homes?|foster famil\w*|a children's home|children's homes|an orphanage|orphanages|"
            r"a group home|group homes|residential care|kinship care|care homes? as a (?:child|kid|teen\w*))")
_CARE_DE = r"(?:einer pflegefamilie|pflegefamilien|kinderheim|einem kinderheim|heimen|einem heim|waisenhaus|einem waisenhaus)"
_CARE_ES = (r"(?:centros? de menores|centros? de acogida|familias? de acogida|orfanatos?|hogar(?:es)? de acogida|"
            r"acogimiento|un hogar tutelado|la tutela)")
_CARE_FR = (r"(?:foyers?|famille d'accueil|familles d'accueil|l'ase|orphelinat|la ddass|l'aide sociale à l'enfance|"
            r"une mecs|un foyer de l'ase)")
_CARE_PL = (r"(?:domu dziecka|domach dziecka|rodzinie zastępczej|rodzinach zastępczych|placówce opiekuńczej|bidulu|"
            r"sierocińcu|pogotowiu opiekuńczym)")
_CARE_UK = (r"(?:дитбудинку|дитячому будинку|дитячих будинках|інтернаті|прийомній сім'ї|прийомних сім'ях|притулку|"
            r"детдоме|детском доме|детских домах|интернате|приёмной семье|приемной семье|приемных семьях)")
RELATIONSHIP_STRONG = [
    r"\b(?:grew up|was raised|were raised|was brought up|were brought up|was placed|were placed|lived|was|were|been|"
    r"spent(?: \w+){1,3}) (?:\w+ ){0,2}?in (?:\w+ ){0,2}?" + _CARE_EN + r"\b",
    r"\b(?:i'm|i am|i was|as) a (?:care leaver|foster kid|foster child|looked-after child|care kid)\b",
    r"\b(?:bin|wurde|wuchs|habe|war|lebte) (?:\w+ ){0,3}?(?:in|im) " + _CARE_DE
    + r"(?: \w+){0,2}? (?:aufgewachsen|groß geworden|gross geworden|untergebracht|gelebt|auf)\b",
    r"\b(?:ich war|ich bin|als) (?:ein )?(?:heimkind|pflegekind)\b",
    r"\b(?:crecí|me crié|me criaron|viví|estuve|pasé(?: \w+){1,3}) (?:\w+ ){0,2}?en (?:un |una |el |la )?" + _CARE_ES + r"\b",
    r"\b(?:fui|soy) (?:un |una )?(?:niñ[oa]|menor) tutelad[oa]\b",
    r"\b(?:j'ai grandi|j'ai été élevée?|j'ai vécu|j'ai été placée?|j'ai passé(?: \w+){1,3}) (?:\w+ ){0,2}?(?:en|à|dans) "
    r"(?:un |une |le |la )?" + _CARE_FR + r"\b",
    r"\b(?:je suis|j'étais) (?:un |une )?(?:ancien |ancienne )?(?:enfant placée?|enfant de la ddass|pupille de l'état)\b",
    r"\b(?:wychował\w* się|wychowywał\w* się|dorastał\w*|mieszkał\w*|spędził\w*(?: \w+){1,3}|był\w*) (?:\w+ ){0,2}?w "
    + _CARE_PL + r"\b",
    r"\b(?:виріс|виросла|виховувал\w*|жив|жила|був|була|провів|провела|вырос|выросла|воспитывал\w*|жил|жила|был|"
    r"была|провёл|провел|провела) (?:\w+ ){0,2}?(?:в|у) " + _CARE_UK + r"(?!\w)",
]
RELATIONSHIP_TRIGGERS = ["foster", "orphanage", "children's", "leaver", "pflegefamilie", "kinderheim", "heimkind",
                         "pflegekind", "acogida", "menores", "orfanato", "tutelado", "tutelada", "foyer", "accueil",
                         "ase", "ddass", "placé", "placée", "dziecka", "zastępczej", "bidulu", "дитбудинку",
                         "інтернаті", "прийомній", "детдоме", "интернате", "приёмной", "приемной"]

# ---------------------------------------------------------------- a debt to family or friends, with its sum

# "Ich schulde meinen Eltern noch 12.000 €", "Винен другові 15 тисяч", "les 3 000 € que je lui dois", "Sigo debiéndole
# 6.000 euros a mi suegro", "Mon oncle m'a prêté 2 500 €, je ne lui ai rien rendu": the speaker's debt, in the first
# person (Ukrainian and Russian drop the "I"). A sum is needed: "Ich schulde dir noch eine Antwort", "Le debo una visita
# a mi suegro" are not money.
_SUM = AMOUNT
FINANCE_STRONG = [
    r"\b(?:ich schulde|schulde|wir schulden|винна|винен|винні|заборгувала|заборгував|должна|должен|должны|wiszę|wisze|"
    r"jestem winien|jestem winna|jestem dłużna|jestem dłużny|jesteśmy winni|sigo debiéndole|sigo debiendo|"
    r"debiéndole|still owe|i owe|we owe|am owing|i'm owing) (?:[^\W\d_]+ ){0,4}?" + _SUM,
    _SUM + r" (?:\w+ ){0,2}?que (?:je|j'|on|nous) (?:lui |leur )?(?:dois|doit|devons)\b",
    r"\b(?:lent (?:me|us)|m'a prêté|m'a prete|nous a prêté|me prestó|me presto|nos prestó|nos presto|hat mir|haben mir|"
    r"pożyczył\w* mi|pożyczył\w* nam|позичи\w* мені|позичи\w* нам|одолжил\w* мне|одолжил\w* нам|занял\w* мне) "
    r"(?:\w+ ){0,2}?" + _SUM + r"[^.!?\n]{0,60}?(?:haven't|have not|not yet|still not|never paid|rien rendu|pas (?:encore )?"
    r"rendu|pas remboursé|aún no|todavía no|noch nicht|nie oddał\w*|nie zwróci\w*|не повернув|не повернула|не віддав|"
    r"не віддала|не вернул\w*|не отдал\w*)",
]
# (the words that let the patterns above starting with a common word - "nos", "me", "hat" - run)
FINANCE_TRIGGERS = ["prestó", "presto", "prestado", "prêté", "prete", "lent", "geliehen", "pożyczył", "pożyczyła",
                    "pożyczyli", "позичив", "позичила", "позичили", "одолжил", "одолжила", "занял", "заняла", "schulde",
                    "schulden", "винна", "винен", "должна", "должен", "wiszę", "winna", "winien", "debiéndole", "owe",
                    "owing", "dois"]

# ---------------------------------------------------------------- a same-sex couple, said by its numbers

# "somos dos hombres", "Nous sommes deux femmes", "Ми з дружиною — дві жінки", "My wife and I are both women": a couple
# of two men or two women, said with "we" and a copula; and the user's child with two mothers or two fathers ("Unsere
# Tochter hat zwei Mütter", "Notre fils a deux papas"). Not "we have two men on the night shift" (no copula), not "most
# nurses are women" (no "we", no "two"/"both"), not "can a child have two dads?" (nobody's child).
_TWO = (r"(?:both|beide|tous deux|toutes deux|tous les deux|toutes les deux|ambos|ambas|obie|obaj|oboje|two|zwei|deux|dos|"
        r"dwie|dwóch|dwaj|дві|двоє|два|две|двое)")
# ("guys", "girls", "chicos" left out: "hey guys" opens every chat's gate for nothing)
_SEXES = (r"(?:men|women|männer|frauen|hommes|femmes|hombres|mujeres|kobiety|kobietami|"
          r"mężczyźni|mężczyznami|faceci|facetami|жінки|чоловіки|женщины|мужчины)")
_PARENTS = (r"(?:mums|moms|mommies|mothers|dads|daddies|fathers|mütter|mamas|väter|papas|mamans|mères|pères|mamás|mamis|"
            r"papás|madres|mamy|mamusie|ojców|tatów|tatusiów|мами|мамы|тата|тати|батька|папы|мам|пап)")
_ONES = (r"(?:my|our|mein\w*|unser\w*|mon|ma|notre|mi|nuestr[oa]|mój|moja|moje|nasz\w*|мій|моя|моє|наш\w*|мой|моё)")
# (a couple's word in the message: "We are two women travelling alone in Morocco" are friends, maybe)
_COUPLE = (r"(?:wife|husband|partner|married|couple|spouse|adopt\w*|ivf|wedding|marido|mujer|esposa|esposo|pareja|"
           r"casad[oa]s|boda|fiv|mari|épouse|époux|mariée?s|pma|mariage|frau|mann|ehefrau|ehemann|verheiratet|paar|"
           r"hochzeit|kinderwunsch|żona|żoną|mąż|mężem|małżeństw\w*|para|parą|ślub\w*|in vitro|дружин\w*|чоловік|"
           r"чоловіком|чоловіка|пара|шлюб\w*|весілля|усинов\w*|жена|женой|муж|мужем|брак|свадьб\w*|pflegekind\w*|foster\w*|"
           r"surrogacy|sperm donor|leihmutter\w*|samenspend\w*|gestación subrogada|donante de semen|gpa|donneur de sperme|"
           r"surogatk\w*|dawc\w* nasienia|сурогатн\w*|донор\w* сперми|суррогатн\w*)")
_TWO_OF_A_SEX = (r"(?:\b(?:we|wir|nous|on|nosotr[oa]s|and i|und ich|et moi|y yo|i ja)(?: [\w']+){0,3}? "
                 r"(?:are|'re|sind|sommes|est|—|–|-)|\bwe're|\bsomos|\bjesteśmy|(?<!\w)(?:ми|мы)(?: [\w']+){0,3}? "
                 r"(?:—|–|-|є|есть)?) ?(?:" + _TWO + r" )(?:" + _TWO + r" )?" + _SEXES + r"\b")
SEXUALITY_STRONG = [
    r"\b" + _COUPLE + r"\b[^\n]{0,120}?" + _TWO_OF_A_SEX,
    _TWO_OF_A_SEX + r"[^\n]{0,120}?\b" + _COUPLE + r"\b",
    r"\b" + _ONES + r" (?:[\w']+ ){1,2}?(?:has|hat|a|tiene|ma|має|имеет) (?:two|zwei|deux|dos|dwie|dwóch|дві|двох|две|двух) "
    + _PARENTS + r"(?!\w)",
    r"(?:\bi have|\bi've got|\bich habe|\bj'ai|\btengo|\bmam|(?<!\w)маю|(?<!\w)у мене|(?<!\w)у меня) (?:two|zwei|deux|dos|dwie|"
    r"дві|две) " + _PARENTS + r"(?!\w)",
]
SEXUALITY_TRIGGERS = ["men", "women", "männer", "frauen", "hommes", "femmes", "hombres", "mujeres", "kobiety", "kobietami", "mężczyźni", "mężczyznami", "faceci", "facetami", "жінки",
                      "чоловіки", "женщины", "мужчины", "mums", "moms", "mothers", "dads", "fathers", "mütter", "väter",
                      "papas", "mamans", "mères", "pères", "mamás", "papás", "madres", "mamy", "мами", "мамы", "тата",
                      "папы"]
