"""Word lists, round 13: disclosures about other people in work records (HR notes, payroll, landlords' and
accountants' letters).

- Debts enforced against a named or pointed-at person: a bailiff on somebody's account ("pan Bartosz ma
  komornika"), a county court judgment or an attachment of earnings order ("has a CCJ", "attachment of earnings
  order for Dean Kirby"), a wage garnishment for somebody ("Lohnpfändung für Herrn Dietrich"), a debtors' register
  ("está en el ASNEF", "fichée à la Banque de France"), a seized card ("у Стаса арешт на картці").

Same notation and tiers as privacy_vocab: STRONG patterns on lower-cased text (no person test; each pattern
names its person or says "his", "her", "for Mr ...").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

FINANCE_STRONG = [
    # a bailiff on somebody: "ma komornika (na koncie)", "komornik zajął mu pensję"
    r"\b(?:ma|mają|miał|miała|mieli) komornika\b",
    r"\bkomornik\w* (?:zajął|zajęli|zajmuje|ściąga|wszedł)\b",
    # a court judgment or an order on somebody's pay
    r"\b(?:has|had|got) (?:a |an )?(?:ccj|county court judg(?:e)?ment|iva|debt relief order)\b",
    r"\battachment of earnings order (?:for|against|on)\b",
    r"\b(?:he|she|they)(?:'s| is| are) (?:behind|in arrears) (?:on|with) (?:his|her|their|the) (?:rent|mortgage|council tax)\b",
    r"\b(?:lohn|gehalts|konto)pfändung (?:für|gegen|bei) (?:herrn?|frau|den|die|unser\w*|kolleg\w*|mitarbeiter\w*)\b",
    # a debtors' register
    r"\b(?:está|esta|están|estan|figura|figuran|aparece|aparecen) en (?:el |la lista de |el fichero de )?"
    r"(?:asnef|badexcug|rai|lista de morosos)\b",
    r"\bfiché(?:e|s|es)? (?:à la |a la )?banque de france\b",
    r"\b(?:le|la) (?:han|ha) embargado (?:la nómina|el sueldo|la cuenta)\b",
    # a seized card or account: "у Стаса зі складу арешт на картці", "наклали арешт на його рахунок"
    r"(?<!\w)у \w+ (?:\w+ ){0,3}арешт на (?:картці|картку|рахунку|рахунок|зарплаті|зарплату)\b",
    r"\bнаклали арешт на (?:його|її|їхн\w*) (?:картку|рахунок|зарплату|кошти)\b",
]

# A colleague's or a resident's faith said in a rota or a roster, the person named before the verb (a name is
# the word before "is", "jest", "est", or a dash in a list): "Marta jest świadkiem Jehowy, a Ibrahim
# muzułmaninem", "Lucía es evangélica", "Руслан — мусульманин", "Karim est musulman", "Tom is a Jehovah's
# Witness", "Aylin ist Muslima". The faith nouns that describe people only (not a school, a town or a church).
_GIVEN = "(?:" + literal_alternation(sorted({n.lower() for n in FIRST_NAMES if n.isalpha() and len(n) > 2})) + ")"
BELIEFS_STRONG = [
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:jest|są|był|była|byli|a) (?:praktykując\w* |pobożn\w* |\w+ )?(?:muzułmaninem|muzułmanką|muzułmanami|"
    r"świadkiem jehowy|świadkami jehowy|katolikiem|katoliczką|żydem|żydówką|buddystą|buddystką|hinduistą|hinduistką|"
    r"protestantem|protestantką|ewangelikiem|ewangeliczką|prawosławnym|prawosławną)\b",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:es|son|era) (?:muy )?(?:musulmana|musulmán|testigos? de jehová|mormón|mormona|adventistas?)\b",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:est|sont|était) (?:\w+ )?(?:témoins? de jéhovah|musulman(?:e|s|es)? pratiquant\w*|adventiste)\b",
    # words also said of a church, a town or a country ("la iglesia es evangélica", "la France est catholique"):
    # only after a given name
    r"(?<!\w)" + _GIVEN + r" (?:es|est|era|était) (?:muy |très )?(?:evangélic[oa]|católic[oa]|judí[oa]|musulmane?|"
    r"catholique|juif|juive|évangélique|protestante?)\b",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:ist|sind|war) (?:gläubige[rn]? |praktizierende[rn]? |streng )?(?:muslim(?:a|e|in)?|zeug(?:e|in|en) "
    r"jehovas|jüdin|jude|sikh|mormon\w*|alevit\w*)\b",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:is|are|was) (?:a |an )?(?:devout |practising |practicing )?(?:jehovah's witness(?:es)?|muslim|sikh|"
    r"mormon)\b(?!-| (?:school|schools|area|country|countries|community|communities|charity|festival|holiday|name))",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:—|–|-|є|був|була) (?:\w+ )?(?:мусульманин\w*|мусульманк\w*|греко-католи\w*|католик\w*|католичк\w*|"
    r"свідк\w* єгови|юдей\w*|баптист\w*|адвентист\w*|п'ятидесятни\w*)\b",
]

# A colleague's party work said in an HR note or a seating plan: "Lars ist bei der AfD aktiv", "elle est encartée
# LFI", "Dan is a campaigner for Reform UK", "działa w Konfederacji", "milita en Vox" (one person: singular forms)
_PARTIES = (r"(?:afd|cdu|csu|spd|grünen|grüne|fdp|linke|linkspartei|bsw|npd|pis|konfederacj\w*|lewic\w*|psl|vox|pp|psoe|"
            r"sumar|podemos|rn|lfi|la france insoumise|reconquête|renaissance|reform uk|labour|tories|ukip|snp|"
            r"green party|слуга народу|європейськ\w* солідарн\w*)")
BELIEFS_STRONG += [
    r"(?<!\w)(?:ist|war) (?:\w+ ){0,3}(?:bei|in) der " + _PARTIES + r" (?:aktiv|engagiert|mitglied|organisiert)\b",
    r"\bencartée? (?:à |au |chez )?(?:la |le )?" + _PARTIES + r"\b",
    r"(?<=\w )(?<!who )(?<!that )(?<!quien )(?<!quién )(?<!wer )(?<!der )(?<!die )(?<!kto )(?<!хто )(?:is|was) (?:an activist|a candidate|a councillor|a campaigner) (?:in|for|with) (?:the )?" + _PARTIES
    + r"\b",
    r"(?<!\w)(?:działa|udziela się|jest aktywn\w*|kandyduje z list\w*) (?:w|z) " + _PARTIES + r"\b",
    r"(?<!\w)(?:milita en|militaba en|es candidat[oa] de|va en las listas de) " + _PARTIES + r"\b",
]

# A colleague's divorce or a protection order, said in the third person in an HR or a front-desk note: "pani Ewa
# przechodzi rozwód", "Mark is going through a divorce", "Herr Braun lässt sich scheiden", "se está divorciando",
# "розлучається"; "she has a restraining order", "tiene orden de alejamiento", "ma zakaz zbliżania się".
RELATIONSHIP_STRONG = [
    r"\b(?:przechodzi|przechodzą|jest w trakcie|są w trakcie|bierze|biorą|wziął|wzięła|wzięli) (?:\w+ )?rozw[oó]d\w*\b",
    r"\b(?:rozwodzi|rozwodzą) się\b",
    r"(?<=\w )(?:is|are|'s) (?:going through|in the middle of|getting) (?:a |her |his |their )?(?:\w+ )?divorce\b",
    r"\b(?:lässt|lassen) sich (?:\w+ )?scheiden\b",
    r"\b(?:steckt|stecken) (?:\w+ )?(?:mitten )?in (?:der|einer|seiner|ihrer) scheidung\b",
    r"\bse (?:está|están|va a|van a) divorci\w*\b",
    r"\b(?:está|están) (?:en pleno|en medio de un|en trámites de) divorcio\b",
    r"\b(?:est|sont) en (?:instance|cours) de divorce\b",
    # (the verb alone is also said of any couple: "коли подружжя розлучається", "если пара разводится")
    r"\b(?:розлучається|розлучаються|розводиться|разводится|разводятся)\b(?<!подружжя розлучається)"
    r"(?<!подружжя розлучаються)(?<!пара розлучається)(?<!пара разводится)(?<!супруги разводятся)",
    r"\b(?:has|got|took out|obtained) (?:a |an )?(?:restraining order|non-molestation order|protective order|protection order)\b",
    r"\b(?:tiene|tienen|le han puesto|le pusieron|consiguió) (?:una )?orden de alejamiento\b",
    r"\b(?:hat|haben) (?:ein |eine )?(?:kontaktverbot|näherungsverbot|annäherungsverbot|gewaltschutzanordnung)\b",
    r"\b(?:ma|mają|dostała|dostał|uzyskała) (?:\w+ )?zakaz zbliżania się\b",
    r"\bzakaz\w* zbliżania się (?:do|dla|wobec)\b",
    r"\b(?:a|ont|a obtenu) (?:une )?(?:ordonnance de protection|interdiction d'approcher|mesure d'éloignement)\b",
    r"\b(?:має|отримала|отримав) (?:\w+ )?(?:заборон\w* наближатися|обмежувальн\w* припис\w*|захисн\w* припис\w*)\b",
]

# A named colleague's pregnancy or treatment in a rota or an HR note: "Chloe is pregnant", "Kasia jest w ciąży",
# "Lena ist schwanger", "Lucía está embarazada", "Julie est enceinte", "Оксана вагітна"; "he's being treated for
# anxiety", "jest na terapii odwykowej". A given name (or he/she) before it: "if an employee is pregnant" stays a
# question about anyone.
HEALTH_STRONG = [
    r"(?<!\w)" + _GIVEN + r" (?:is|jest|ist|está|esta|est|є)? ?(?:\w+ )?(?:pregnant|w ciąży|schwanger|embarazada|"
    r"enceinte|вагітна|беременна)\b",
    r"\b(?:he|she|they)(?:'s| is| are|'re) (?:being treated|getting treatment|in treatment|in therapy|in rehab|"
    r"signed off|off sick|on sick leave) for\b",
    r"\b(?:jest|są|przebywa) na (?:terapii odwykowej|odwyku|detoksie|leczeniu odwykowym)\b",
    r"\b(?:ist|sind) (?:\w+ )?(?:im entzug|in der entzugsklinik|auf entzug)\b",
    r"\b(?:está|están) (?:de baja|en tratamiento) por (?:depresión|ansiedad|cáncer|alcoholismo|adicción)\b",
]
