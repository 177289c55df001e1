"""Word lists, round 13: beliefs said in a terse reply to a question asked earlier, with no "I am" ("yes,
Unite member since 2016", "IG Metall, seit der Ausbildung", "syndiquée CGT depuis 2012", "członek Razem od
2019", "Parteimitglied bei den Grünen", "греко-католичка", "testigo de Jehová, no acepto transfusiones").
Six languages (EN, PL, DE, ES, FR, UK/RU):
- a union or a party named with the time one has belonged to it ("... member since", "..., seit", "depuis",
  "desde", "od", "з");
- a member's word right before a union or a party ("syndiquée CGT", "członek Razem", "Mitglied bei den Grünen",
  "afiliada a CCOO", "член профспілки");
- a faith's name for its members as the whole head of the reply ("świadkowie jehowy, cała rodzina",
  "греко-католичка"), not the adjective before another noun ("Orthodox Easter", "catholic school").

Same notation and tiers as vocab/plain.py: STRONG patterns are matched on lower-cased text. The other areas
have nothing here (empty lists), so that disclosures.py can read this module like plain.py and noted.py.
"""
from __future__ import annotations

_UNIONS = (r"(?:unite|unison|gmb|rmt|ucu|usdaw|cwu|nasuwt|aslef|ig metall|verdi|ver\.di|ig bce|gew|ngg|evg|gdl|cgt|cfdt|"
           r"unsa|fsu|cfe-cgc|ccoo|ugt|csif|nszz solidarność|solidarność|solidarności|znp|opzz|ozzl|"
           r"inicjatyw\w* pracownicz\w*|профспілк\w*|профсоюз\w*)")
_PARTIES = (r"(?:razem|lewic\w*|konfederacj\w*|platform\w* obywatelsk\w*|polska 2050|grünen|grüne|spd|cdu|csu|fdp|afd|"
            r"die linke|bsw|labour|tories|the greens|green party|lib dems|snp|plaid|reform uk|psoe|podemos|sumar|vox|"
            r"la france insoumise|lfi|renaissance|eelv|les républicains|слуга народу|європейськ\w* солідарн\w*|"
            r"батьківщин\w*|голосу)")
_MEMBER = (r"(?:member|membre|miembro|afiliad[oa]|mitglied|parteimitglied|gewerkschaftsmitglied|członek|członkini|"
           r"członkiem|członkinią|syndiqu[ée]e?|adhérente?|militante?|член|членкиня|членом)")
_SINCE = r"(?:since|seit|depuis|desde|od|з|від|с)"
_ACK = r"(?:(?:yes|yeah|yep|tak|ja|jo|sí|si|oui|так|да)\W{1,3})?"

_FAITH_MEMBERS = (
    r"(?:jehovah'?s witness(?:es)?|świadk\w* jehowy|zeug(?:e|in|en) jehovas|testig[oa]s? de jehová|"
    r"t[ée]moins? de j[ée]hovah|свідк\w* єгови|свидетел\w* иеговы|"
    r"(?:greek |roman |greko-|grecko-|греко-)?(?:catholic|katolik|katoliczka|katolicy|katholik\w*|católic[oa]s?|"
    r"catholique|католик|католичка|католики)|"
    r"muslim|muzułmanin|muzułmanka|muzułmanie|musulm[aá]n[ae]?s?|мусульманин|мусульманка|"
    r"prawosławn\w*|ortodox[oa]s?|orthodoxe|православн\w*|"
    r"mormon|mormonka|mormón|mormone|мормон\w*|"
    r"evangelical|ewangelik\w*|evangelikal\w*|evangélic[oa]|évangélique|євангелист\w*|"
    r"buddhist|buddyst\w*|buddhistin|budista|bouddhiste|буддист\w*|"
    r"sikh|hindu|hinduist\w*|hindú|hindoue?)"
)

BELIEFS_STRONG = [
    # a union or a party, then since when one belongs: "unite member since 2016", "ig metall, seit der ausbildung"
    r"^\W*" + _ACK + r"(?:a |an |the |w |in der |bei der )?(?:" + _UNIONS + "|" + _PARTIES + r")(?:\s+" + _MEMBER + r")?"
    r"\s*[,:\-–—]?\s+" + _SINCE + r"(?:\s+[^\s.!?]+){1,3}\W*$",  # (and the reply ends: not news about the party)
    # a member's word, then the union or party: "syndiquée cgt", "członek razem", "parteimitglied bei den grünen"
    r"\b" + _MEMBER + r"\s+(?:(?:of|of the|de la|del|de|du|à la|au|a|a la|al|bei den|bei der|bei|der|in der|w|partii|"
    r"związku|партії)\s+)?" + "(?:" + _UNIONS + "|" + _PARTIES + r")\b",
    # a faith's members as the reply's head: "świadkowie jehowy, cała rodzina", "греко-католичка"
    r"^\W*" + _ACK + r"(?:a |an |un |una |une |ein |eine )?" + _FAITH_MEMBERS + r"\s*(?:[,;:.!\-–—]|$)",
]
# the words that let the patterns above run (each pattern needs one of them in the message)
BELIEFS_TRIGGERS = (
    "unite unison gmb rmt ucu usdaw cwu nasuwt aslef metall verdi ver bce gew ngg evg gdl cgt cfdt unsa fsu cgc ccoo "
    "ugt csif solidarność solidarności znp opzz ozzl pracownicz* профспілк* профсоюз* razem lewic* konfederacj* "
    "obywatelsk* grünen grüne spd cdu csu fdp afd linke bsw labour tories greens lib snp plaid reform psoe podemos "
    "sumar vox insoumise lfi renaissance eelv républicains слуга європейськ* батьківщин* голосу member membre miembro "
    "afiliado afiliada mitglied parteimitglied gewerkschaftsmitglied członek członkini członkiem członkinią syndiqué "
    "syndiquée adhérent adhérente militant militante член членкиня членом jehovah jehovah's jehowy jehovas jehová "
    "jéhovah jehovah єгови иеговы catholic katolik katoliczka katolicy katholik* católico católica católicos catholique "
    "католик католичка католики muslim muzułmanin muzułmanka muzułmanie musulmán musulmana musulman musulmane "
    "мусульманин мусульманка prawosławn* ortodoxo ortodoxa orthodoxe православн* mormon mormonka mormón mormone "
    "мормон* evangelical ewangelik* evangelikal* evangélico evangélica évangélique євангелист* buddhist buddyst* "
    "buddhistin budista bouddhiste буддист* sikh hindu hinduist* hindú hindou hindoue"
).split()

HEALTH_STRONG: list[str] = []
HEALTH_TRIGGERS: list[str] = []
FINANCE_STRONG: list[str] = []
FINANCE_TRIGGERS: list[str] = []
RELATIONSHIP_STRONG: list[str] = []
RELATIONSHIP_TRIGGERS: list[str] = []
SEXUALITY_STRONG: list[str] = []
SEXUALITY_TRIGGERS: list[str] = []
ETHNICITY_STRONG: list[str] = []
ETHNICITY_TRIGGERS: list[str] = []
