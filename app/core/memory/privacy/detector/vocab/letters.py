"""Word lists, round 17: disclosures in long messages about the writer and the people around them (letters, long chat
messages, family stories told before the question), in six languages (EN, PL, DE, ES, FR, UK/RU):
- money trouble said without figures: "nie stać nas na ratę", "on est dans le rouge", "wir kommen nicht über die
  Runden", "нам не вистачає грошей на ...", "no podemos pagar la hipoteca", a relative's debts ("mi padre tiene
  deudas", "мій батько має борги") and wages or a pension garnished ("le han embargado la pensión");
- a relative's or the writer's illness or event told in the past tense in French ("mon mari a fait un AVC",
  "j'ai fait un infarctus");
- intimate life: an affair told in French ("elle a une liaison depuis ..."), a married writer writing to someone
  else ("я заміжня ... листуюсь із ..."), a partner met on a dating app or a long-distance relationship, a partner who
  controls, hits or isolates the other ("ihr Mann kontrolliert sie", "son mari la contrôle"), and the Polish cover
  story without a pronoun ("spotykam się z ..., a mąż myśli, że we wtorki chodzę ...");
- faith: leaving a church or joining a denomination ("aus der Kirche ausgetreten", "ist jetzt bei den Zeugen
  Jehovas", "став протестантом") and going to a mosque, a synagogue, mass or a named denomination's church;
- gender identity or sexuality questioned ("se questionne sur son identité de genre", "is questioning his gender").

Same notation and tiers as vocab/plain.py. Every strong pattern starts with a look-behind, so it runs only when the
message has one of the area's TRIGGERS below (rare words: each one opens the area's patterns for the whole message).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.special import FAMILY_ES, FAMILY_FR

# ---------------------------------------------------------------- money trouble without figures

_NEEDS_PL = r"(?:rat\w*|czynsz\w*|kredyt\w*|rachunk\w*|opłat\w*|życie|jedzeni\w*|lek\w*|prąd|gaz|media|ogrzewanie|szkoł\w*)"
_BILLS_DE = r"(?:die (?:rate|raten|miete|nebenkosten|rechnungen|stromrechnung|kreditrate)|den kredit|das darlehen)"
_BILLS_ES = r"(?:la hipoteca|el alquiler|la cuota|las cuotas|las facturas|la luz|el préstamo|la letra|el recibo)"
_BILLS_FR = r"(?:le loyer|les factures|la mensualité|les mensualités|le crédit|l'emprunt|les charges|l'électricité)"
_BILLS_UK = (r"(?:кредит\w*|іпотек\w*|ипотек\w*|оренд\w*|аренд\w*|комуналк\w*|рахунк\w*|счет\w*|платіж\w*|платеж\w*|"
             r"внес\w*|квартплат\w*|застав\w*|депозит\w*)")
_KIN_UK = (r"(?:мій|моя|мої|мой|мои|наш\w*|тато|мама|батько|мати|брат|сестра|чоловік|дружина|син|донька|дочка|свекор|"
           r"теща|тесть|отец|папа|муж|жена|сын|дочь|бабуся|дідусь|бабушка|дедушка)")
_KIN_ES = r"(?:mi|mis|nuestr[oa]s?) (?:\w+ )?" + FAMILY_ES

FINANCE_STRONG = [
    r"(?<!\w)nie (?:stać|starcza|wystarcza) (?:\w+ )?(?:nas|mnie|ich|go|jej|nam|mi) (?:\w+ )?na " + _NEEDS_PL,
    r"(?<!\w)nie (?:starcza|wystarcza) (?:nam|mi) (?:\w+ )?do pierwszego",
    r"(?<!\w)(?:on est|nous sommes|je suis|j'suis|il est|elle est|ils sont|on était|j'étais) (?:\w+ )?(?:dans le rouge|"
    r"à découvert|surendetté\w*|fiché\w* (?:à la )?banque de france|interdit\w* bancaires?)",
    r"(?<!\w)(?:on|nous|je|ils) n'(?:arrive|arrivons|arrivent|arrivais|arrivait) (?:\w+ )?(?:plus |pas )(?:à|a) "
    r"(?:payer " + _BILLS_FR + r"|boucler (?:les|nos|mes) fins de mois|joindre les deux bouts)",
    r"(?<!\w)(?:wir kommen|ich komme|wir kamen|ich kam|kommen wir|komme ich|kamen wir|kam ich) (?:\w+ ){0,4}?nicht "
    r"(?:mehr )?über die runden",
    r"(?<!\w)(?:wir|ich) (?:können|kann|konnten|konnte) (?:\w+ ){0,3}?" + _BILLS_DE + r" (?:\w+ )?nicht (?:mehr )?"
    r"(?:bezahlen|zahlen|leisten|begleichen)",
    r"(?<!\w)(?:wir sind|ich bin|wir waren|ich war) (?:\w+ )?(?:im dispo|in den miesen|pleite|überschuldet|"
    r"zahlungsunfähig)",
    r"(?<!\w)no (?:podemos|puedo|pudimos|pude|podíamos|podía) (?:\w+ )?(?:pagar|afrontar|asumir) " + _BILLS_ES,
    r"(?<!\w)(?:le|les|me|nos) (?:han|ha|habían|había|van a|quieren) (?:\w+ )?embarga(?:do|r)",
    r"(?<!\w)" + _KIN_ES + r"[^.!?\n]{0,60}?(?:tiene|tenía|acumula|arrastra|ha acumulado) (?:\w+ ){0,2}deudas",
    r"(?<!\w)(?:нам|мені|мне|нам уже|їм|им) (?:вже |уже |досі |ще )?не (?:вистачає|вистачить|хватает|хватит) "
    r"(?:\w+ )?(?:грошей|коштів|денег)",
    r"(?<!\w)(?:не можемо|не можу|не можем|не могу|не можуть|не могут) (?:\w+ )?(?:сплатити|оплатити|заплатити|"
    r"сплачувати|оплачувати|платити|платить|оплатить|оплачивать|заплатить) (?:\w+ )?" + _BILLS_UK,
    r"(?<!\w)" + _KIN_UK + r" (?:\w+ ){0,2}(?:має|мав|мала|мають|имеет|имел|имела) (?:\w+ )?(?:борг\w*|долг\w*)",
    r"(?<!\w)(?:у (?:мене|нас|нього|неї|него|нее|неё|меня)) (?:\w+ ){0,2}(?:борги|боргів|долги|долгов)",
    r"(?<!\w)(?:can't|cannot|can not|couldn't|could not|struggl\w* to|unable to) make ends meet",
    r"(?<!\w)(?:estamos|estoy|están|está|estaba|estábamos|seguimos|sigo) en números rojos",
    r"(?<!\w)no (?:llego|llegamos|llegan|llega|llegaba|llegábamos|llegaban) (?:\w+ )?a fin de mes",
    r"(?<!\w)n'(?:arrive|arrivons|arrivent|arrivais|arrivait|arrivaient) (?:\w+ )?(?:plus |pas )(?:à|a) (?:payer (?:\w+ )?"
    r"(?:loyer|factures|mensualités?|crédit|emprunt|charges|électricité|dettes|impôts)|boucler|joindre)",
    r"(?<!\w)(?:wir haben|ich habe|haben wir|habe ich|(?:meine|mein|unsere|unser)\w* \w+ (?:hat|haben)) (?:\w+ ){0,2}?"
    r"(?:mietschulden|stromschulden|mietrückst[äa]nde?|schulden bei)",
    r"(?<!\w)(?:wir|ich|(?:meine|mein|unsere|unser)\w* \w+) (?:können|kann|konnten|konnte) (?:\w+ ){0,3}?"
    r"(?:ihre|seine|unsere|meine) (?:miete|raten|rechnungen|nebenkosten|stromrechnung|kreditrate) (?:\w+ )?nicht (?:mehr )?"
    r"(?:bezahlen|zahlen|leisten|begleichen)",
    r"(?<!\w)nie (?:mają|mamy|mam|ma|miał\w*) z czego (?:zapłacić|opłacić|żyć|spłacić)",
    # payments in arrears, without the sum
    r"(?<!\w)(?:vamos|voy|van|va|íbamos|iba|estamos|estoy|están|está) (?:\w+ )?(?:atrasad[oa]s?|retrasad[oa]s?) (?:con|en) "
    r"(?:\w+ ){0,2}?(?:cuotas?|pagos?|recibos?|alquiler|hipoteca|letras?|préstamos?|facturas?)",
    r"(?<!\w)(?:on a|nous avons|j'ai|ils ont|il a|elle a) (?:\w+ ){0,3}?(?:mensualités?|loyers?|échéances?|traites?) "
    r"(?:\w+ )?(?:de retard|impayée?s?)",
    r"(?<!\w)(?:on|je|nous|ils) ne (?:peut|peux|pouvons|peuvent|pouvait|pouvions) (?:\w+ )?pas payer (?:" + _BILLS_FR[3:-1]
    + r"|la caution)",
    r"(?<!\w)(?:ми|я|вже|уже|мы) (?:\w+ )?(?:прострочили|прострочив|прострочила|просрочили|просрочил|просрочила) "
    r"(?:\w+ ){0,2}?(?:платеж\w*|платіж\w*|внес\w*|кредит\w*|оплат\w*)",
]
FINANCE_TRIGGERS = [
    "stać", "starcza", "wystarcza", "rouge", "découvert", "surendetté*", "fiché*", "bancaire", "bancaires",
    "boucler", "joindre", "runden", "dispo", "miesen", "pleite", "überschuldet", "zahlungsunfähig", "bezahlen",
    "afrontar", "embargado", "embargar", "deudas", "вистачає", "вистачить", "хватает", "хватит", "сплатити",
    "оплатити", "заплатити", "сплачувати", "оплачувати", "оплатить", "оплачивать", "заплатить", "борги", "боргів",
    "боргами", "долги", "долгов", "ends", "números", "llego", "llegamos", "llegan", "mietschulden", "stromschulden",
    "mietrückstand", "mietrückstände", "schulden", "rechnungen", "czego", "atrasados", "atrasadas", "atrasado", "atrasada",
    "retrasados", "retrasado", "retrasada", "retard", "impayé", "impayés", "impayée", "impayées", "payer", "прострочили",
    "прострочив", "прострочила", "просрочили", "просрочил", "просрочила",
]

# ---------------------------------------------------------------- health in the past tense (French)

_FAMILY_FR_MORE = r"(?:belle-sœur|belle-soeur|beau-frère|belle-fille|beau-fils|petite-fille|petit-fils|fiancée?|ami|amie)"
_EVENT_FR = (r"(?:un avc|un infarctus|une crise cardiaque|une embolie \w+|une fausse couche|une dépression|un burn-?out|"
             r"une tentative de suicide|une rechute|une attaque cérébrale|une hémorragie cérébrale|une crise d'épilepsie|"
             r"un accident vasculaire cérébral|un arrêt cardiaque|un cancer|une leucémie|une méningite|un lymphome)")

HEALTH_STRONG = [
    r"(?<!\w)(?:j'ai|(?:mon|ma|notre|nos|mes) (?:\w+ )?(?:" + FAMILY_FR + r"|" + _FAMILY_FR_MORE + r")(?:,[^.!?\n]{0,30}?,)? (?:a|avait|ont|avaient))"
    r" (?:\w+ )?(?:fait|eu|subi|refait) " + _EVENT_FR + r"(?!\w)",
]
_EVENT_ES = (r"(?:una embolia(?: \w+)?|un derrame(?: cerebral)?|un aneurisma|una trombosis|un aborto(?: espontáneo)?|"
             r"una sepsis|una neumonía|un cáncer(?: de \w+)?|un tumor|un infarto|un ictus|una operación de \w+|"
             r"una depresión|un brote psicótico|un intento de suicidio|una crisis epiléptica|un linfoma|una leucemia)")
_KIN_UK_SUBJ = (r"(?:я|мама|тато|батько|мати|брат|сестра|чоловік|дружина|син|донька|дочка|бабуся|дідусь|свекор|свекруха|"
                r"теща|тесть|отец|папа|муж|жена|сын|дочь|бабушка|дедушка|мій \w+|моя \w+|мой \w+)")
HEALTH_STRONG += [
    r"(?<!\w)(?:(?:mi|mis|nuestr[oa]s?) (?:\w+ )?" + FAMILY_ES + r"(?:,[^.!?\n]{0,30}?,)?|yo) (?:\w+ )?"
    r"(?:tuvo|tuve|ha tenido|he tenido|sufrió|sufrí|ha sufrido|he sufrido|padeció) " + _EVENT_ES + r"(?!\w)",
    r"(?<!\w)" + _KIN_UK_SUBJ + r" (?:\w+ ){0,2}(?:перенесла|переніс|перенесли|перенес|перенёс)"
    r" (?:\w+ ){0,2}?(?:операці\w*|інсульт|інфаркт|хіміотерапі\w*|операци\w*|инсульт|инфаркт|химиотерапи\w*|"
    r"пересадк\w*|трансплантаці\w*|трансплантаци\w*|ковід|ковид|пневмоні\w*|пневмони\w*)",
]
HEALTH_STRONG += [
    r"(?<!\w)(?:unser|unsere|mein|meine|ich bin|er ist|sie ist)(?! (?:hund|katze|kater|pferd|hündin|kaninchen|hamster)\b)"
    r"(?: \w+)?(?: ist)? (?:\w+ )?(?:autist\w*|epileptiker\w*|"
    r"diabetiker\w*|asthmatiker\w*|bipolar|schizophren|magersüchtig|dement|querschnittsgelähmt|gehörlos|"
    r"krebskrank|psychisch krank|depressiv)(?!\w)",
]
_KIN_ACC_UK = (r"(?:тата|маму|мене|мама|тато|чоловіка|дружину|сина|доньку|дочку|брата|сестру|батька|матір|бабусю|дідуся|папу|"
               r"мужа|жену|сына|дочь|отца|мать|меня|бабушку|дедушку)")
HEALTH_STRONG += [
    r"(?<!\w)(?:my|our) (?:\w+ )?(?:father|mother|dad|mum|mom|husband|wife|son|daughter|brother|sister|partner|"
    r"grandmother|grandfather|grandma|grandpa|aunt|uncle|father-in-law|mother-in-law)(?!\w)[^.!?\n]{0,30}?(?<!\w)"
    r"(?:who|that|which) (?:\w+ )?(?:suffers|suffered|has suffered|is suffering|has been suffering) from(?!\w)",
    r"(?<!\w)" + _KIN_ACC_UK + r" (?:\w+ ){0,2}(?:прооперували|прооперировали|оперували|оперировали)(?!\w)|(?<!\w)"
    r"(?:прооперували|прооперировали) (?:\w+ ){0,2}" + _KIN_ACC_UK + r"(?!\w)",
]
_INFECTION = (r"(?:tb|tuberculosis|tuberculose|tuberkulose|hepatitis [abc]|hépatite [abc]|malaria|paludisme|paludismo|"
              r"meningitis|méningite|syphilis|sífilis|chlamydia|clamidia|gonorrh?oea|gonorrea|measles|sarampión|polio)")
HEALTH_STRONG += [
    r"(?<!\w)(?:i|yo) (?:had|have had|was treated for|caught|tuve|he tenido|padecí|pasé|superé) (?:[^\W\d_]+ )?"
    + _INFECTION + r"(?!\w)(?!\s+(?:drive|disk|disc|hdd|ssd|of|storage|ram|usb|card|free)\b)",
    r"(?<!\w)(?:tuve|he tenido|padecí|pasé|superé|tuvo|ha tenido|padeció) (?:la |una |un )?" + _INFECTION + r"(?!\w)",
    r"(?<!\w)(?:on m'a|on lui a|ils m'ont|ils lui ont|le chirurgien m'a|le chirurgien lui a) (?:\w+ )?(?:retiré|enlevé|ôté|"
    r"opéré d'|opérée? d') ?(?:un |une |le |la )?(?:mélanome|tumeur|kyste|polype|nodule|grain de beauté|sein|rein|utérus|"
    r"ovaire|thyroïde|cancer)(?!\w)",
]
HEALTH_TRIGGERS = ["tb", "tuberculosis", "tuberculose", "tuberkulose", "hepatitis", "hépatite", "malaria", "paludisme",
                   "paludismo", "meningitis", "syphilis", "sífilis", "chlamydia", "clamidia", "gonorrhea", "gonorrhoea",
                   "gonorrea", "measles", "sarampión", "polio", "retiré", "enlevé", "ôté", "mélanome", "tumeur",
                   "suffers", "suffered", "suffering", "прооперували", "прооперировали", "оперували", "оперировали",
                   "autist", "autistin", "epileptiker", "epileptikerin", "diabetiker", "diabetikerin", "asthmatiker",
                   "asthmatikerin", "bipolar", "schizophren", "magersüchtig", "dement", "querschnittsgelähmt", "gehörlos",
                   "krebskrank", "depressiv", "embolia", "derrame", "aneurisma", "trombosis", "aborto", "sepsis", "neumonía", "brote", "suicidio",
                   "epiléptica", "перенесла", "переніс", "перенесли", "перенес", "перенёс",
                   "avc", "infarctus", "cardiaque", "embolie", "fausse", "burnout", "tentative", "rechute",
                   "cérébrale", "épilepsie", "vasculaire", "méningite", "lymphome", "leucémie"]

# ---------------------------------------------------------------- intimate life

_PARTNER = (r"(?:mann|ehemann|freund|partner\w*|frau|ehefrau|freundin|husband|boyfriend|partner|wife|girlfriend|mari|"
            r"copain|compagnon|conjoint|femme|copine|compagne|marido|novio|pareja|esposo|esposa|novia|mąż|chłopak|żona|"
            r"чоловік|хлопець|дружина|муж|парень|жена)")
_CONTROLS = (
    r"(?:(?:kontrolliert|überwacht|schlägt|bedroht|demütigt|erniedrigt|isoliert|controls|monitors|hits|threatens|"
    r"humiliates|isolates|controla|vigila|pega|maltrata|amenaza|humilla|aísla|kontroluje|bije|szarpie|poniża|izoluje|"
    r"контролює|б'є|погрожує|принижує|контролирует|бьет|бьёт|угрожает|унижает) "
    r"(?:sie|ihn|mich|her|him|me|ją|go|mnie|її|його|мене|ее|её|его|меня)(?!\w)(?! vor\b)|"
    r"(?:sie|ihn|mich)(?: \w+){0,4} (?:kontrolliert|überwacht|schlägt|bedroht|demütigt|erniedrigt|isoliert)|"
    r"(?:la|me|m'|l')(?: )?(?:contrôle|surveille|frappe|bat|humilie|isole|insulte)(?!\w)|"
    r"(?:la|lo|me) (?:controla|vigila|pega|maltrata|amenaza|humilla|aísla|insulta)|"
    r"(?:ją|go|mnie) (?:kontroluje|bije|szarpie|poniża|izoluje|śledzi)|(?:її|його|мене|ее|её|его|меня) "
    r"(?:контролює|б'є|принижує|контролирует|бьет|бьёт|унижает))"
)
_MARRIED_SELF = (r"(?:я заміжня|я одружений|я одружена|я замужем|я женат|i'?m married|i am married|i'm a married|"
                 r"je suis mariée?|estoy casad[oa]|ich bin verheiratet|jestem mężatką|jestem żonaty|jestem zamężna)")
_WRITES_TO = (r"(?:листуюсь|листуюся|переписуюсь|переписуюся|переписываюсь|спілкуюсь|фліртую|флиртую|texting|chatting|"
              r"messaging|flirting|j'échange|j'écris|je flirte|me escribo|chateo|coqueteo|me mensajeo|"
              r"schreibe (?:\w+ )?(?:mit|heimlich)|chatte|flirte|piszę z|pisuję z|flirtuję|koresponduję)")
_DATING_APP = (r"(?:app|apps|aplicación|dating app|dating site|tinder|bumble|hinge|badoo|grindr|happn|okcupid|meetic|"
               r"sites? de rencontres?|appli de rencontres?|application de rencontres?|dating-app|datingapp|partnerbörse|"
               r"parship|elitepartner|aplikacj\w* randkow\w*|portal\w* randkow\w*|сайті знайомств|сайте знакомств|"
               r"додатку знайомств|приложении знакомств)")

RELATIONSHIP_STRONG = [
    # an affair told in French
    r"(?<!\w)(?:qu'il|qu'elle|j'|je|(?:mon|ma|notre) (?:\w+ ){1,2}?) ?(?:a|avait|ai|avais|entretient|entretenait|entretiens)"
    r" (?:\w+ )?une (?:liaison|aventure|relation extraconjugale|double vie)(?! (?:ferroviaire|aérienne|maritime|routière|"
    r"directe|bluetooth|wi-?fi|radio|satellite|de données|série|montante|descendante|commerciale|sans fil))",
    r"(?<!\w)(?:extramarital affair|relación extramatrimonial|relation extraconjugale|außereheliche (?:beziehung|affäre)|"
    r"romans pozamałżeński|позашлюбн\w* (?:роман|стосунк\w*)|внебрачн\w* (?:роман|связь|отношени\w*))",
    # married and writing to someone else
    r"(?<!\w)" + _MARRIED_SELF + r"[^.!?\n]{0,90}?(?<!\w)" + _WRITES_TO + r"(?!\w)(?![^.!?\n]{0,24}(?:mon mari|ma femme|"
    r"my husband|my wife|mi marido|mi mujer|mi esposa|mi esposo|meine[mr]? (?:frau|mann)|moim mężem|moją żoną|"
    r"чоловіком|дружиною|мужем|женой))",
    # met on a dating app, a long-distance relationship
    r"(?<!\w)(?:conocí|conoci|met|rencontrée?|kennengelernt|poznałe?a?m|poznaliśmy|познайомил\w*|познакомил\w*)"
    r"[^.!?\n]{0,50}?(?<!\w)(?:en|on|sur|auf|über|na|przez|в|на|через|у) (?:\w+ ){0,2}?" + _DATING_APP + r"(?!\w)",
    r"(?<!\w)(?:i'm|i am|we're|we are|i've been|we've been|llevo|llevamos|estoy|estamos|tengo|je suis|nous sommes|on est|"
    r"je vis|j'ai|ich bin|wir sind|ich führe|wir führen|ich habe|jestem|jesteśmy|я|ми|мы|my|mi|ma|mon|mein|meine|meiner|"
    r"meinem|mój|moja|мій|моя|мої|мои|мой)"
    r"(?!\w)[^.!?\n]{0,40}?(?<!\w)(?:relación a distancia|long[- ]distance relationship|relation à distance|fernbeziehung|"
    r"związ\w* na odległość|стосунк\w* на відстані|отношени\w* на расстоянии)",
    # a partner who controls, hits, threatens or isolates the other
    r"(?<!\w)(?:ihr|sein|mein|her|his|my|\w+'s|son|sa|mon|ma|su|mi|jej|jego|mój|moja|її|його|мій|моя|ее|её|его|мой) "
    r"(?:\w+ )?" + _PARTNER + r"(?!\w)[^.!?\n]{0,50}?(?<!\w)" + _CONTROLS,
    # the Polish cover story, the pronoun dropped ("..., a mąż myśli, że we wtorki chodzę na crossfit")
    r"(?<!\w)(?:spotykam się|widuję się|sypiam|umawiam się|piszę) z [^.!?\n]{0,90}?(?<!\w)(?:mąż|żona|chłopak|dziewczyna|"
    r"narzeczon\w*|partner\w*) (?:\w+ )?(?:myśli|sądzi|uważa|jest przekonan\w*|nic nie wie|nie wie)(?!\w)",
]
RELATIONSHIP_STRONG += [
    r"(?<!\w)(?:mi|mis|nuestr[oa]s?) [^.!?\n]{0,60}?se (?:está|están|van a|han|ha|acaban de) (?:\w+ )?"
    r"(?:separando|divorciando|separar|divorciar|separado|divorciado)(?!\w)",
    r"(?<!\w)(?:mon|ma|mes|notre|nos) (?:\w+ ){0,4}?(?:divorce|divorcent|se sépare|se séparent|vont divorcer|va divorcer|"
    r"vont se séparer|va se séparer|est en train de divorcer|sont en train de (?:se séparer|divorcer)|ont divorcé|"
    r"a divorcé|se sont séparés)(?!\w)",
    r"(?<!\w)(?:my|our) [^.!?\n]{0,40}?(?:are|is|were|was) (?:\w+ )?(?:separating|getting divorced|getting a divorce|"
    r"splitting up|going through a divorce|going through a separation)(?!\w)",
]
_MY_PARTNER_FR = r"(?:mon|ma) (?:copain|copine|mec|compagnon|compagne|femme|mari|fiancée?|petit ami|petite amie|conjointe?)"
_MY_PARTNER_DE = r"(?:meine|mein) (?:freundin|freund|frau|mann|partnerin|partner|verlobte|verlobter)"
_PARTNER_PL = r"(?:dziewczyna|chłopak|żona|mąż|narzeczon\w*|partner\w*)"
_PARTNER_UK = r"(?:дівчина|хлопець|дружина|чоловік|наречен\w*|девушка|парень|жена|муж|невеста|жених)"
_OTHERS_PARTNER = (r"(?:husband|wife|boyfriend|girlfriend|partner|fianc[ée]e?|marido|mujer|novio|novia|pareja|esposo|esposa|"
                   r"mari|femme|copain|copine|compagnon|compagne|mann|frau|freund|freundin|partnerin|verlobten|"
                   r"mężu|żonie|chłopaku|dziewczynie|narzeczon\w*|чоловіка|дружину|хлопця|дівчину|мужа|жену|парня|девушку)")
RELATIONSHIP_STRONG += [
    # a breakup, told by the one left or leaving
    r"(?<!\w)" + _MY_PARTNER_FR + r" (?:\w+ )?m'a (?:quitté|quittée|largué|larguée|plaqué|plaquée|trompé|trompée)(?!\w)"
    r"(?! (?:à|au|aux|devant|après|pour|sur|chez|en) )|"
    r"(?<!\w)(?:j'ai quitté|j'ai largué|j'ai rompu avec) " + _MY_PARTNER_FR + r"|(?<!\w)(?:on|nous) (?:a|avons) rompu(?!\w)"
    r"(?! (?:le|la|les|l'|un|une|des|ce|cet|cette|notre|nos|leur|leurs|avec (?:le|la|les|l'|un|une|notre|nos|ce|cette)) )|"
    r"(?<!\w)(?:on s'est|nous nous sommes) séparée?s(?!\w)(?! (?:à|au|aux|devant|après|en|sur|pour|chez|vers|dans) )",
    r"(?<!\w)" + _MY_PARTNER_DE + r" (?:\w+ ){0,3}?(?:hat (?:\w+ ){0,4}?schluss gemacht|hat mich (?:\w+ )?verlassen|"
    r"hat sich (?:\w+ )?von mir getrennt)|(?<!\w)(?:ich habe|ich hab) mit (?:ihr|ihm|meiner \w+|meinem \w+) (?:\w+ ){0,2}?"
    r"schluss gemacht",
    r"(?<!\w)" + _PARTNER_PL + r" (?:\w+ ){0,2}?(?:ze mną zerwał\w*|zerwał\w* ze mną|"
    r"rzucił\w* mnie|mnie rzucił\w*|odszedł ode mnie|odeszła ode mnie)|(?<!\w)zerwałe?a?m z (?:\w+ )?"
    r"(?:dziewczyną|chłopakiem|narzeczon\w*|partner\w*)",
    r"(?<!\w)" + _PARTNER_UK + r" (?:\w+ ){0,2}?(?:кинула|кинув|покинула|покинув|пішла від|пішов від|бросила|бросил|"
    r"ушла от|ушел от|ушёл от|зраджує|зрадила|зрадив|изменяет|изменила|изменил)(?!\w)|(?<!\w)(?:ми розлучилися|"
    r"мы развелись|ми розлучаємося|мы разводимся)(?!\w)",
    # in love with somebody else's partner
    r"(?<!\w)(?:i'm|i am|i've|i have|i) (?:\w+ )?(?:in love with|fallen for|falling for|fell for|(?:got |have |developed )?"
    r"feelings for) (?:my |a |her |his )?(?:best )?(?:friend's|sister's|"
    r"brother's|colleague's|neighbou?r's|cousin's|boss's) " + _OTHERS_PARTNER + r"(?!\w)",
    r"(?<!\w)(?:estoy|me he|me estoy|me siento) (?:\w+ )?enamorad[oa] (?:del|de la) " + _OTHERS_PARTNER + r" de (?:mi|una|un)(?!\w)",
    r"(?<!\w)(?:je suis|je suis tombée?|je tombe) (?:\w+ )?amoureu(?:x|se) (?:du|de la) " + _OTHERS_PARTNER + r" (?:de|d') ?(?:ma|mon|ma meilleure|mon meilleur|une|un)",
    r"(?<!\w)ich (?:\w+ ){0,3}?(?:in den|in die) " + _OTHERS_PARTNER + r" (?:meiner|meines|von meiner|von meinem)(?!\w)[^.!?\n]{0,30}?"
    r"verliebt",
    r"(?<!\w)(?:zakochałam|zakochałem) się w " + _OTHERS_PARTNER + r"(?!\w)",
    r"(?<!\w)я (?:\w+ )?(?:закохал\w*|закохан\w*|влюбил\w*|влюблен\w*) (?:в|у) " + _OTHERS_PARTNER + r" (?:подруг\w*|друг\w*|"
    r"сестри|сестры|колег\w*|сусід\w*|сосед\w*)",
]
RELATIONSHIP_TRIGGERS = [
    "liaison", "aventure", "extraconjugale", "extramatrimonial", "extramarital", "außereheliche", "pozamałżeński",
    "позашлюбний", "позашлюбні", "позашлюбних", "внебрачный", "внебрачная", "внебрачные", "внебрачных",
    "заміжня", "одружений", "одружена", "замужем", "женат", "married", "mariée", "marié", "casado", "casada",
    "verheiratet", "mężatką", "żonaty", "zamężna",
    "conocí", "conoci", "rencontré", "rencontrée", "kennengelernt", "poznałam", "poznałem", "poznaliśmy", "dating",
    "tinder", "bumble", "hinge", "badoo", "grindr", "happn", "okcupid", "meetic", "datingapp", "partnerbörse", "parship",
    "elitepartner", "randkowej", "randkowym", "randkowego", "знайомств", "знакомств", "distancia", "fernbeziehung",
    "odległość", "відстані", "расстоянии",
    "kontrolliert", "überwacht", "schlägt", "bedroht", "demütigt", "erniedrigt", "isoliert", "controls", "threatens",
    "humiliates", "isolates", "contrôle", "surveille", "frappe", "humilie", "isole", "controla", "maltrata",
    "amenaza", "humilla", "aísla", "kontroluje", "bije", "szarpie", "poniża", "izoluje", "контролює", "б'є",
    "погрожує", "принижує", "контролирует", "бьет", "бьёт", "угрожает", "унижает",
    "spotykam", "widuję", "sypiam", "umawiam", "separando", "divorciando", "separar", "divorciar", "separado",
    "divorciado", "divorce", "divorcent", "divorcer", "sépare", "séparent", "séparer", "divorcé", "séparés",
    "separating", "divorced", "splitting", "separation",
    "quitté", "quittée", "largué", "larguée", "plaqué", "plaquée", "trompé", "trompée", "rompu", "séparés", "séparées",
    "schluss", "verlassen", "getrennt", "zerwał", "zerwała", "zerwałam", "zerwałem", "rzucił",
    "rzuciła", "odszedł", "odeszła", "кинула", "кинув", "покинула", "покинув", "бросила", "бросил",
    "ушла", "ушел", "ушёл", "пішла", "пішов", "зраджує", "зрадила", "зрадив", "изменяет", "изменила", "изменил",
    "розлучилися", "развелись", "розлучаємося", "разводимся", "love", "fallen", "falling",
    "feelings", "enamorado", "enamorada", "amoureux", "amoureuse", "verliebt", "zakochałam", "zakochałem", "zakochała",
    "zakochał", "закохалася", "закохався", "закохана", "закоханий", "влюбилась", "влюбился", "влюблена", "влюблен",
]

# ---------------------------------------------------------------- faith

_DENOMINATION_UK = (r"(?:протестант\w*|баптист\w*|католик\w*|католичк\w*|греко-католик\w*|мусульман\w*|мусульманк\w*|"
                    r"православн\w*|п'ятидесятник\w*|пятидесятник\w*|свідк\w* єгови|свидетел\w* иеговы|иудеем|юдеєм|"
                    r"буддист\w*|атеїст\w*|атеист\w*|євангеліст\w*|евангелист\w*|адвентист\w*)")
_CHURCH_ADJ = (r"(?:baptist|evangelical|pentecostal|catholic|orthodox|protestant|lutheran|methodist|adventist|"
               r"mormon)")

BELIEFS_STRONG = [
    r"(?<!\w)aus der (?:\w+ ){0,2}kirche (?:\w+ )?ausgetreten|(?<!\w)(?:ist|sind|bin|war|waren) (?:\w+ ){0,2}"
    r"bei den zeugen jehovas|(?<!\w)zeugen jehovas (?:beigetreten|geworden)",
    r"(?<!\w)(?:я|ми|мы|" + _KIN_UK + r")(?!\w)[^.!?\n]{0,80}?(?<!\w)(?:став|стала|стали|стал|стану|станет) (?:\w+ )?"
    + _DENOMINATION_UK,
    r"(?<!\w)(?:ходжу|ходить|ходимо|ходять|ходив|ходила|хожу|ходит|ходим|ходят|ходил) (?:\w+ ){0,2}?(?:до|в|у) "
    r"(?:(?:баптист|протестант|євангель|евангель|п'ятидесятн|пятидесятн|адвентист|католицьк|католическ|"
    r"греко-католицьк|православн|мусульманськ|мусульманск|іудейськ|иудейск)\w* (?:громад|церкв|церков|общин|костел)\w*|"
    r"мечеті|мечеть|синагоги|синагогу)(?!\w)",
    r"(?<!\w)(?:i|he|she|we|they|(?:my|our) \w+) (?:\w+ )?(?:go|goes|went|attend|attends|attended|started going) "
    r"(?:to )?(?:a |the )?"
    r"(?:mosque|synagogue|kingdom hall|" + _CHURCH_ADJ + r" church)(?!\w)",
    r"(?<!\w)(?:je vais|il va|elle va|on va|nous allons|ils vont|elles vont|j'allais|il allait|elle allait) "
    r"(?:\w+ ){0,2}?(?:à la mosquée|à la synagogue|à l'église (?:évangélique|baptiste|protestante|orthodoxe|adventiste)|"
    r"à la salle du royaume)",
    r"(?<!\w)(?:voy|va|vamos|van|iba|íbamos) (?:\w+ ){0,2}?(?:a la mezquita|a la sinagoga|al salón del reino|"
    r"a la iglesia (?:evangélica|bautista|ortodoxa|adventista))",
    r"(?<!\w)(?:chodzę|chodzi|chodzimy|chodzą|chodziłe?a?m|chodził|chodziła) (?:\w+ ){0,2}?(?:do meczetu|do synagogi|"
    r"do zboru|do sali królestwa|do kościoła (?:ewangelickiego|baptystów|zielonoświątkowego|adwentystów))",
    r"(?<!\w)(?:gehe ich|gehen wir|geht er|geht sie|ging ich|gingen wir|ging er|ging sie|ich gehe|wir gehen|er geht|"
    r"sie geht|ich ging|wir gingen) (?:\w+ ){0,3}?(?:in die moschee|zur moschee|in die synagoge|zur synagoge|"
    r"in den königreichssaal|in die freikirche|zur freikirche)",
]
BELIEFS_STRONG += [
    # a vote for a named party, told of the writer or a relative
    r"(?<!\w)(?:ich|wir|(?:meine|mein|unsere|unser)\w* \w+) (?:\w+ )?(?:wähle|wählen|wählt|wählte|wählten) (?:\w+ ){0,3}?"
    r"(?:afd|cdu|csu|spd|fdp|die grünen|grün|die linke|linke|bsw|npd)(?!\w)",
]
BELIEFS_STRONG += [
    r"(?<!\w)(?:je|(?:mon|ma|mes|notre|nos) \w+) (?:\w+ )?(?:vote|votent|votais|votait|a voté|ai voté|ont voté) "
    r"(?:\w+ )?(?:pour (?:le |la |les )?)?(?:rn|lfi|fn|front national|rassemblement national|(?:la )?france insoumise|"
    r"zemmour|reconquête|les républicains|lr|eelv|écolo|mélenchon|le pen|ps|pcf|communiste)(?!\w)",
    r"(?<!\w)(?:(?:mi|mis|nuestr[oa]s?) \w+|yo) (?:\w+ )?(?:vota|votan|votó|votaron|voto|voté|es de|son de|milita en) "
    r"(?:\w+ )?(?:a |al |a la |por (?:el |la )?)?(?:vox|pp|psoe|podemos|sumar|bildu|junts|erc|bng|ciudadanos)(?!\w)",
    r"(?<!\w)(?:my|our) \w+ (?:\w+ )?(?:votes?|voted|is voting) (?:for )?(?:reform|labour|tory|tories|conservative|"
    r"lib dems?|snp|plaid|trump|republican|democrat|maga|the greens?)(?!\w)",
    r"(?<!\w)" + _KIN_UK + r" (?:\w+ ){0,2}(?:член|членкиня|членом|є членом|состоит в|состоял в|член) (?:\w+ ){0,1}?"
    r"(?:парті\w*|партии)(?!\w)",
    r"(?<!\w)(?:wystąpił\w*|występuję|wystąpiłe?a?m) z kościoła|(?<!\w)apostazj\w*|(?<!\w)(?:dokonał\w*|zrobił\w*) apostazji",
    r"(?<!\w)(?:apostató|apostaté|ha apostatado|he apostatado|apostatar)(?!\w)|(?<!\w)(?:dejó|dejé|ha dejado|he dejado|"
    r"abandonó|abandoné|se salió de|se borró de) la iglesia(?: católica| evangélica)?[^.!?\n]{0,40}?(?:ate[oa]|agnóstic\w*|"
    r"ya no (?:cree|creo|va a misa|voy a misa))",
    r"(?<!\w)(?:a|ai|ont|avons) quitté l'[ée]glise[^.!?\n]{0,60}?(?:athée|ne croit plus|ne crois plus|n'est plus croyante?|"
    r"ne (?:veut|va|vont|veulent) plus (?:aller )?à la messe|a perdu la foi|ai perdu la foi)|(?<!\w)(?:s'est|me suis|se sont) fait débaptiser",
]
BELIEFS_TRIGGERS = [
    "vote", "votent", "votais", "votait", "voté", "vota", "votan", "votó", "votaron", "voto", "milita", "votes", "voted",
    "voting", "член", "членкиня", "членом", "состоит", "состоял", "wystąpił", "wystąpiła", "występuję", "wystąpiłam",
    "wystąpiłem", "apostazji", "apostazję", "apostazja", "apostató", "apostaté", "apostatado", "apostatar", "iglesia",
    "quitté", "débaptiser",
    "wähle", "wählen", "wählt", "wählte", "wählten",
    "ausgetreten", "jehovas", "протестантом", "протестанткой", "протестанткою",
    "баптистом", "католиком", "католичкою", "мусульманином",
    "мусульманкою", "православним", "атеїстом", "атеистом", "буддистом", "адвентистом", "громади", "мечеті",
    "синагоги", "мечеть", "синагогу", "mosque", "synagogue", "kingdom", "baptist", "evangelical",
    "pentecostal", "mosquée", "synagogue", "évangélique", "baptiste", "royaume", "mezquita", "sinagoga", "reino",
    "evangélica", "bautista", "meczetu", "synagogi", "zboru", "królestwa", "ewangelickiego", "adwentystów",
    "moschee", "synagoge", "königreichssaal", "freikirche", "баптистської", "протестантської", "євангельської",
    "православної", "католицької", "баптистской", "протестантской", "православной",
]

# ---------------------------------------------------------------- gender identity, sexuality questioned

SEXUALITY_STRONG = [
    r"(?<!\w)(?:questioning|questions|is unsure about|se questionne sur|s'interroge sur|remet en question|"
    r"hinterfragt|zweifelt an|cuestiona|se cuestiona|duda de|se plantea|kwestionuje|zastanawia się nad|"
    r"сумнівається (?:у|в)|сомневается в|задумується над|задумывается о) (?:\w+ ){0,3}?(?:his|her|their|my|son|sa|ses|"
    r"seine[rmn]?|ihre[rmn]?|meine[rmn]?|su|mi|swoją|swojej|swoją|своїй|свою|своей|своєю) (?:\w+ )?(?:gender identity|gender(?=\s*(?:[,.;:!?)]|$|and |or |but |since |for |after |ever ))|"
    r"identité de genre|identité sexuelle|orientation sexuelle|geschlechtsidentität|sexuelle[rn]? orientierung|"
    r"identidad de género|orientación sexual|tożsamoś\w* płciow\w*|orientacj\w* seksualn\w*|гендерн\w* ідентичн\w*|"
    r"гендерн\w* идентичн\w*|сексуальн\w* орієнтаці\w*|сексуальн\w* ориентаци\w*|sexuality|sexualité|sexualität|"
    r"sexualidad|seksualnoś\w*)",
]
SEXUALITY_TRIGGERS = ["genre", "gender", "geschlechtsidentität", "orientierung", "género", "płciową", "płciowej",
                      "sexual", "sexuelle", "seksualną", "seksualnej", "гендерній", "гендерну", "гендерной",
                      "сексуальній", "сексуальной", "sexuality", "sexualité", "sexualität", "sexualidad",
                      "seksualność", "seksualności"]

ETHNICITY_STRONG: list[str] = []
ETHNICITY_TRIGGERS: list[str] = []



def _merged(patterns: list[str], cuts: tuple[int, ...] = ()) -> list[str]:
    """The area's patterns merged into a few (every part opens with a look-behind): a first message compiles a few,
    not dozens. `cuts` split them where the literals every match holds would grow too many to gate the merged one."""
    bounds = (0, *cuts, len(patterns))
    return [r"(?<!\w)(?:" + "|".join(p.removeprefix(r"(?<!\w)") for p in patterns[lo:hi]) + ")"
            for lo, hi in zip(bounds, bounds[1:]) if hi > lo]


FINANCE_STRONG = _merged(FINANCE_STRONG)
HEALTH_STRONG = _merged(HEALTH_STRONG)
RELATIONSHIP_STRONG = _merged(RELATIONSHIP_STRONG, (3, 5, 6, 10, 13, 14))
BELIEFS_STRONG = _merged(BELIEFS_STRONG, (3, 6, 9, 13))
SEXUALITY_STRONG = _merged(SEXUALITY_STRONG)
