"""Round 50 (rhealth): the writer's war or service injury and its after-effects - a wound, a brain injury, a lost
limb, hearing lost to blasts, a burn-pit illness - told with what makes it one case: "у мене ЧМТ після обстрілу, МСЕК
дала другу групу", "Маю осколкове поранення стегна і контузію під Бахмутом", "Blessé par balle à la cuisse en 2013,
trois opérations", "Splitterverletzung am linken Unterarm 2011, drei OPs, Hand ist seitdem taub", "Perdí la pierna
derecha en una mina en 2008", "ВЛК зафіксувала двосторонню нейросенсорну приглухуватість після обстрілів",
"Neurolog potwierdził pourazowe uszkodzenie mózgu".

Set broad-zzz125 (veterans) held a dozen such lines and every one stayed green: the vocabulary reads a condition said
as one ("I have tinnitus", "у меня контузия") and claimed_injuries.py a civil injury with its treatment; a soldier names
the injury by its war words (shrapnel, a gunshot, a mine, a blast; "осколкове", "Splitter", "metralla", "éclat") or by
its after-effect (a traumatic brain injury, an amputation, bilateral hearing loss), often with no subject, and anchors it
in a year, an operation count, a hospital, a medical board (ВЛК, МСЕК, VA, WBE, Versorgungsamt) or a rating.
In en, pl, de, es, fr, uk and ru, in one sentence:
- an INJURY of war or service, or its after-effect: "I was wounded in ...", a shrapnel or gunshot wound, "shot in the
  leg", a (traumatic) brain injury / TBI / ЧМТ, "lost my leg", an amputation, hearing loss, tinnitus, a burn pit,
  "поранення", "контузія", "ranny", "verwundet", "me hirieron", "blessé par balle", "traumatisme crânien";
- the writer's: a first-person word in the sentence ("I", "my", "маю", "у мене", "mam", "ich", "me", "j'ai"), or an
  ANCHOR that makes a case of it: a year, operations counted, a hospital, a medical board or a rating, "since then",
  "after the shelling", a doctor who confirmed, diagnosed or recorded it.
Green limits: a question or a statement in general ("how common is hearing loss among veterans?"), history and a
grandparent's war, a story or a film, a public figure's wound, a pet, someone else in the sentence before the injury
("my brother was wounded" stays the vocabulary's), a hedge before it ("I think I have tinnitus").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds, stop_finding

_REASON = "health information"

_LIMB_EN = r"(?:left |right |lower |upper )?(?:legs?|arms?|foot|feet|hands?|eyes?|hearing|sight|fingers?)"
_INJURY = _lazy(
    r"(?<![\w'])(?:"
    # en
    r"(?:was|got|been|were) (?:\w+ly )?wounded (?:in|at|near|during|on|by (?:shrapnel|a sniper|an? ied|a mine|a rocket|"
    r"mortar|a grenade|a bullet|an explosion|a blast))|wounded in action|"
    r"shrapnel (?:wounds?|injur\w*|in my)|gunshot wounds?|(?:got|was|been) shot in the \w+|blast injur\w*|"
    r"lost (?:my|both|a|one) " + _LIMB_EN + r"(?! aids?)|burn pits?|constrictive bronchiolitis|"
    # pl
    r"(?:zostałe[mś]|zostałam|byłe[mś]|byłam) (?:\w+ )?rann[ya]|rann[ya] (?:w (?:nogę|rękę|głowę|brzuch|\w+ach)|pod \w+)|"
    r"postrzał\w*|ran\w* postrzałow\w*|ran\w* odłamkow\w*|odłam(?:ek|ki|kiem|kami) w \w+|"
    r"stracił(?:em|am) (?:lewą |prawą )?(?:nogę|rękę|stopę|dłoń|oko|słuch|wzrok|palce|palec)|"
    # de
    r"verwundet\w*|verwundung\w*|splitterverletzung\w*|schussverletzung\w*|granatsplitter\w*|"
    r"(?:bein|arm|fuß|fuss|auge|gehör|augenlicht) verloren|"
    # es
    r"me hirieron (?:en|de|con|durante|cuando|gravemente)|(?:fui|resulté|quedé) (?:gravemente |levemente )?"
    r"herid[oa] (?:en|de bala|por|durante|cuando)|herid[oa] (?:de bala|por (?:metralla|una mina|una explosión))|"
    r"heridas? de (?:bala|metralla)|metralla en \w+|"
    r"perdí (?:la|el|un|una|los|las) (?:\w+ )?(?:pierna|brazo|pie|ojo|oído|audición|vista|dedos?)|"
    # fr
    r"blessée? par balle|blessure par balle|blessures? de guerre|(?:été|suis) blessée? (?:au combat|en (?:opération|"
    r"mission|opex|afghanistan|irak)|par (?:un |des )?éclats?|par une (?:mine|explosion|roquette)|à la (?:jambe|"
    r"cuisse|tête|main|épaule|hanche)|au (?:bras|genou|pied|dos|visage|cou|ventre|thorax|mali|tchad|liban))|"
    r"éclats? d'obus|perdu (?:une|ma|mon|un|l'usage d'une) (?:jambe|bras|pied|main|œil|oeil)|"
    r"perdu (?:l'audition|l'ouïe|la vue)|"
    # uk
    r"поранен\w*|поранили|втратив (?:ліву |праву )?(?:ногу|руку|ступню|око|слух|зір|пальц\w*)|"
    r"втратила (?:ліву |праву )?(?:ногу|руку|ступню|око|слух|зір|пальц\w*)|"
    # ru
    r"ранени\w*|ранен(?:ый|ая|ого|ым|а|ы)?|ранили|осколочн\w*|"
    r"потерял(?:а)? (?:левую |правую )?(?:ногу|руку|ступню|глаз|слух|зрение|пальц\w*)|"
    # after-effects, the writer's only with an anchor: a brain injury, an amputation, hearing lost, a blast's trauma
    r"(?P<effect>(?:mild |moderate |severe )?traumatic brain injur\w*|brain injur\w*|tbi|amputat\w*|amputee|"
    r"hearing loss|tinnitus|(?:pourazow\w* )?uszkodzeni\w* mózgu|uraz\w* (?:czaszkowo-)?mózgow\w*|amputac\w*|"
    r"amputowan\w*|niedosłuch\w*|szum\w* uszn\w*|schädel-?hirn-?trauma\w*|hirnverletzung\w*|amputiert\w*|"
    r"amputation\w*|hörverlust\w*|hörschäden|hörschaden|knalltrauma\w*|traumatismo craneoencefálico|lesión cerebral|"
    r"amputad[oa]s?|amputación|hipoacusia|acúfenos?|traumatisme crânien|lésion cérébrale|amputée?s?|acouphènes?|"
    r"surdité|hypoacousie|контузі\w*|чмт|черепно-мозков\w* травм\w*|ампутац\w*|ампутован\w*|приглухуват\w*|"
    r"туговух\w*|контузи\w*|черепно-мозгов\w* травм\w*|ампутирова\w*|тугоухост\w*|потер\w* слуха)"
    r")(?![\w'])")
# the writer in the sentence
_MINE = _lazy(
    r"(?<![\w'])(?:i|i'm|i've|my|me|mine|myself|mam|mnie|mi|mój|moja|moje|moją|jestem|u mnie|"
    r"ich|mein|meine|meinen|meinem|meiner|mir|mich|tengo|estoy|llevo|mis?|perdí|\w+łem|\w+łam|"
    r"je|j'ai|j'étais|m'a|m'ont|moi|ma|mon|mes|я|мені|мене|мій|моя|мої|маю|мне|меня|мой|мои)(?![\w'])")
# what makes it one case: a year, operations counted, a hospital, a board or a rating, "since then", a doctor's finding
_ANCHOR = _lazy(
    r"(?<![\w'])(?:(?:19|20)\d\d|\w+ (?:operations|surgeries|ops|opérations|operaciones|operacje|operacji|"
    r"operationen|операції|операцій|операции|операций)|ops|"
    r"hospital|hôpital|szpital\w*|krankenhaus|lazarett|bundeswehrkrankenhaus|госпітал\w*|госпитал\w*|лікарн\w*|"
    r"больниц\w*|"
    r"влк|мсек|вкк|мсэк|ввк|(?:the|a|my|from|by|with) va|va (?:rating|claim|disability|doctor|hospital)|wbe|versorgungsamt|gdb|mde|wdb|zus|orzeczeni\w*|"
    r"\d+ ?%|\d+ percent|\d+ prozent|\d+ pour ?cent|\d+ por ciento|\d+ procent|груп\w* інвалідн\w*|груп\w* инвалидн\w*|"
    r"(?:першу|другу|третю|первую|вторую|третью) групу|pension (?:militaire )?d'invalidité|invalidez|rating|"
    r"renta|renty|rente|"
    r"seitdem|depuis|since|ever since|desde entonces|od tego czasu|відтоді|з тих пір|с тех пор|"
    r"séquelles|secuelas|folgeschäden|następstwa|наслідки|последствия|"
    r"після обстріл\w*|після вибух\w*|после обстрел\w*|после взрыв\w*|after the (?:blast|explosion|ied)|"
    r"nach (?:der|einer) (?:explosion|sprengfalle)|suite à l'explosion|tras (?:la|una) explosión|po wybuchu|"
    r"doc says|doctor says|the doctor said|"
    r"confirmed|diagnosed|diagnostiziert|festgestellt|anerkannt|potwierdził\w*|stwierdził\w*|zdiagnozowa\w*|"
    r"confirmó|diagnosticad[oa]|reconocid[oa]|reconocido|confirmée?|diagnostiquée?|reconnue?|"
    r"зафіксува\w*|визнал\w*|встановил\w*|поставив|поставила|поставили|виписали|признал\w*|установил\w*|поставил\w*|"
    r"назначил\w*)(?![\w'])")
# someone else before the injury in its sentence, or a hedge: "my grandfather was wounded", "I think I have tinnitus"
_BEFORE = _lazy(
    r"(?<![\w'])(?:he|she|his|her|they|their|er|sein|seine|seinem|seinen|sie|ihr|ihre|ona|jego|jej|él|ella|il(?! y a)|elle|"
    r"ils|elles|він|вона|його|її|вони|он|она|его|её|ее|они|"
    r"grandfather|grandpa|granddad|great-grandfather|grandmother|grandma|father|dad|brother|son|husband|uncle|friend|"
    r"dziadek|dziadka|pradziadek|ojciec|tata|brat|syn|mąż|wujek|opa|großvater|urgroßvater|vater|bruder|sohn|mann|onkel|"
    r"abuelo|bisabuelo|padre|hermano|hijo|marido|tío|grand-père|arrière-grand-père|père|frère|fils|mari|oncle|"
    r"дід|дідусь|прадід|батько|тато|брат|син|чоловік|дядько|дед|дедушка|прадед|отец|папа|сын|муж|дядя|"
    r"i think|maybe|probably|might|vielleicht|wahrscheinlich|chyba|może|pewnie|quizás|a lo mejor|creo que|"
    r"peut-être|je crois|мабуть|можливо|здається|наверное|возможно|кажется|"
    r"pride|ego|feelings|heart|dignity|stolz|duma|dumę|orgullo|fierté|amour-propre|гідність|гордість|гордость|"
    r"worried|afraid|scared|risk|prevent|avoid|protect|boję się|obawiam się|ryzyk\w*|angst|sorge|risiko|vermeiden|"
    r"miedo|riesgo|evitar|peur|risque|éviter|боюся|ризик\w*|боюсь|риск\w*)(?![\w'])")
# a question or a statement in general, history, a story, a public figure, a pet: not the writer's case
_GENERAL = _lazy(
    r"(?<![\w'])(?:how common|how often|often|häufig|często|a menudo|souvent|часто|what is|what are|typically|usually|in general|generally|on average|statistics|"
    r"study|studies|veterans are|soldiers|"
    r"wie häufig|was ist|normalerweise|im allgemeinen|statistik|studie|soldaten|jak często|co to jest|zazwyczaj|"
    r"zwykle|statystyk\w*|badani\w*|żołnierze|żołnierzy|qué es|normalmente|en general|estadísticas?|estudio|soldados|"
    r"qu'est-ce que|en général|généralement|statistiques?|étude|soldats|що таке|зазвичай|статистик\w*|дослідженн\w*|"
    r"солдати|бійці|військові|что такое|обычно|статистик\w*|исследовани\w*|солдаты|бойцы|военные|"
    r"novel|story|film|movie|character|book|game|roman|powieś\w*|opowiadani\w*|książk\w*|postać|gra|grze|"
    r"geschichte|buch|figur|spiel|novela|cuento|película|personaje|libro|juego|récit|livre|personnage|jeu|"
    r"роман\w*|оповідан\w*|фільм\w*|книг\w*|персонаж\w*|гр[аіи]|рассказ\w*|фильм\w*|"
    r"war of|world war|ww2|wwii|weltkrieg|wojn\w* światow\w*|guerra mundial|guerre mondiale|світов\w* війн\w*|"
    r"мирово\w* войн\w*|великой отечественной|1944|1943|1942|1941|1945|1918|1917|1916|1915|1914|"
    r"president|general|minister|präsident|prezydent|generał|presidente|président|général|президент\w*|генерал\w*|"
    r"міністр\w*|министр\w*|"
    r"cat|dog|pet|horse|vet|katze|hund|pferd|tierarzt\w*|chat|chien|cheval|vétérinaire|véto|gato|perro|caballo|"
    r"veterinari[oa]|kot\w*|pies|psa|koń|weterynarz\w*|кіт|кота|собак\w*|кінь|ветеринар\w*|кошк\w*|лошад\w*)(?![\w'])")


def find_service_injuries(text: str) -> list[Finding]:
    """A health finding over normalised `text` telling the writer's war or service injury or its after-effect, with
    the writer or an anchor in its sentence (see the module's doc)."""
    low = lower_keep_length(text)
    if _INJURY.search(low) is None:
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    if _GENERAL.search(low):
        return []
    for m in _INJURY.finditer(low):
        a, b = sentence_bounds(low, m.start())
        if _BEFORE.search(low, a, m.start()):
            continue
        if _ANCHOR.search(low, a, b) or (m.group("effect") is None and _MINE.search(low, a, b)):
            return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []
