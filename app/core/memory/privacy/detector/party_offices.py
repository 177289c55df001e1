"""An office the writer holds in a party or a union, and a membership dated in a list (round 39, rclubs): "I've just
been elected secretary of my local Labour branch", "Je viens de prendre la tête de la section locale de La France
insoumise", "Zostałam przewodniczącą koła Lewicy", "Мене обрали головою місцевого осередку партії", "Proud to be
elected GMB shop steward", "Élu délégué CGT chez ...", "czw zebranie naszej komisji Solidarności (zostałam
przewodniczącą)"; and in a week's list "Sa Infostand für die Linke (bin seit Mai Mitglied)", "tractage samedi pour le
parti (adhérente depuis mai)", "(milito desde mayo)", "(я член з травня)", "(paid-up member since May)".

implied_bonds.py reads a party card, a branch meeting gone to and a union office after "as" / "I'm"; the vocabulary
reads "member of". A party's or a union's officer tells it by the office: elected, made or become its chair, secretary,
treasurer, head, delegate or steward - the office only someone in the party or union holds. And a list of plans tells
a membership in a bracket beside the party's stand or leaflets: "member since May".

- OFFICE: in one sentence, the writer becoming or being the office ("I've been elected", "zostałam", "мене обрали",
  "je viens de prendre la tête", "ich wurde ... gewählt", "me eligieron", "меня избрали"; a post's opening participle
  "Élu délégué", "Proud to be elected"), an office word, and the party or the union: its word (party, Partei, partia,
  parti, партія; union, związek, Gewerkschaft, sindicato, syndicat, профспілка) or its name (Labour, Lewica, Linke,
  France insoumise, GMB, CGT, Solidarność ...).
- MEMBER SINCE: "member since", "Mitglied seit", "członkiem od", "miembro desde", "milito desde", "adhérent(e) depuis",
  "член з/с" followed by a time, in a list's item (between commas) that names a party or a union.
Green limits: another's office ("my husband was elected chair"), a question or talk about how it works ("how do you
become branch secretary?"), news ("Unite elected a new general secretary"), a club's or a school's office (a party or
union word needed: the rural women's "koło gospodyń", a student or credit union), a gym's or a shop's member since May.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_BELIEFS = "religion, politics or union membership"


# a party or a union, by its word or its name (the patterns read folded text: the gate holds both spellings)
_GATE = word_gate(
    "party", "partia", "partii", "partię", "partie", "partei", "partido", "parti", "парті", "парти",
    "union", "związ", "zwiaz", "gewerk", "sindic", "syndic", "профсп", "профсо", "профк",
    "labour", "green", "tory", "tories", "reform", "lewic", "razem", "konfeder", "linke", "grüne", "grune", "gruene",
    "afd", "spd", "cdu", "csu", "fdp", "bsw", "psoe", "vox", "sumar", "podemos", "insoum", "lfi", "écolog", "ecolog",
    "pcf", "npa", "eelv",
    "gmb", "unite", "unison", "rmt", "cgt", "cfdt", "ccoo", "ugt", "verdi", "solidar", "opzz", "ozz", "znp",
    "lib dem", "libdem",  # (_PARTY's "Lib Dems", "SNP", "Plaid": session 41's gate audit)
    "zawodow",
) | whole_word_gate("snp", "plaid", "ver")
_PARTY = _rx(
    r"(?<![\w'])(?:part(?:y|ies)|partia|partii|partię|partią|partyjn\w*|partei\w*|partido\w*|parti|partis|парті\w*|"
    r"парти\w*|(?:trade |labour |labor )?unions?|związk\w* zawodow\w*|związ(?:ek|ku|kowy|kowa|kowej)|gewerkschaft\w*|"
    r"sindicat\w*|sindical|syndica\w*|профспілк\w*|профсоюз\w*|профком\w*|"
    r"labour|tory|tories|lib ?dems?|greens|green party|reform uk|snp|plaid|lewic\w*|razem|konfederacj\w*|"
    r"linke[nr]?|grüne[nr]?|grune[nr]?|gruene[nr]?|afd|spd|cdu|csu|fdp|bsw|psoe|vox|sumar|podemos|"
    r"(?:la )?france insoumise|insoumis\w*|lfi|(?:les )?écologistes|pcf|npa|eelv|"
    r"gmb|unite|unison|rmt|cgt|cfdt|ccoo|ugt|ver\.?di|solidarno\w*|opzz|ozz|znp)(?![\w'])")
# not a trade union or a party: a student's, a credit or a sports union, the EU; a party to celebrate
_NOT_PARTY = _rx(
    r"(?<![\w'])(?:student'?s?'? union|students' union|credit union|european union|rugby union|union européenne|"
    r"unión europea|unia europejska|birthday party|house party|party planner|partia szach\w*|"
    r"związek (?:szachow\w*|piłk\w*|łowiec\w*|sportow\w*)|koł\w* gospodyń)(?![\w'])")
# an office
_OFFICE = _rx(
    r"(?<![\w'])(?:secretary|chair|chairman|chairwoman|chairperson|treasurer|president|vice-?chair|coordinator|organi[sz]er|"
    r"leader|head|delegate|rep|representative|shop steward|steward|convenor|"
    r"przewodnicząc\w*|wiceprzewodnicząc\w*|sekretarz\w*|skarbni\w*|prezes\w*|koordynator\w*|pełnomocni\w*|delegat\w*|"
    r"szef\w*|liderk\w*|lider\w*|"
    r"vorsitzend\w*|vorsitz|sprecher\w*|schriftführer\w*|kassier\w*|kassenwart\w*|schatzmeister\w*|delegiert\w*|"
    r"vertrauensfrau|vertrauensmann|"
    r"secretari[oa]\w*|president[ea]s?|tesorer[oa]s?|coordinador[a]?|portavoz|delegad[oa]s?|responsable|"
    r"secrétaire|présidente?|trésori(?:er|ère)|délégu[ée]e?|porte-parole|coordinat(?:eur|rice)|(?:à )?la tête|"
    r"голов(?:а|ою|ой|у|ý)|секретар\w*|скарбни\w*|координатор\w*|профорг\w*|очільни\w*|делегат\w*|"
    r"председател\w*|казначе\w*|руководител\w*|глав(?:а|ой|ою|у))(?![\w'])")
# the writer becoming or being it
_BECAME = _rx(
    r"(?<![\w'])(?:i've (?:just )?been (?:elected|voted in|made|appointed|chosen)|i was (?:just )?(?:elected|voted in|made|"
    r"appointed|chosen)|i got (?:elected|voted in)|i (?:just )?became|i'm now|i am now|i've taken over|i took over|"
    r"(?:proud|honoured|honored|happy|thrilled|delighted) to (?:have been|be) (?:elected|voted in|appointed|chosen)|"
    r"they (?:elected|made|chose|voted) me|(?:elected|voted) me|"
    r"zostałam|zostałem|wybrali mnie|wybrano mnie|jestem teraz|objęłam|objąłem|"
    r"ich wurde|ich bin (?:jetzt |nun |seit \w+ )?(?:die |der |neue[rn]? )|bin (?:jetzt|nun) |hat mich|haben mich|"
    r"wurde ich|"
    r"me (?:eligieron|han elegido|nombraron|han nombrado)|fui (?:elegid[oa]|nombrad[oa])|soy (?:la nueva|el nuevo|ahora)|"
    r"je viens d'être (?:élue?|nommée?)|j'ai été (?:élue?|nommée?)|je viens de prendre|j'ai pris|je suis (?:désormais|maintenant)|"
    r"on m'a (?:élue?|nommée?)|"
    r"мене (?:обрали|призначили|вибрали)|я (?:став|стала|тепер)|меня (?:избрали|выбрали|назначили)|я (?:стал|стала|теперь))"
    r"(?![\w'])")
# a post's opening participle: "Élu délégué CGT ...", "Elected GMB rep ...", "Gewählt: ..."
_OPENING = _rx(
    r"^(?:tweet|post|draft|brouillon|borrador|entwurf|szkic|чернетка|черновик)?[^\w\n]{0,6}"
    r"(?:elected|voted in as|newly elected|élue?|nouvelle? élue?|gewählt(?:e[rn]?)?|elegid[oa]|wybran[ay]|"
    r"обран(?:ий|а)|избран(?:ный|а))\s")
# a question about how it works, or another's office told
_HOW = _rx(
    r"(?<![\w'])(?:how (?:do|does|can|would) (?:you|one|i|someone|people)|what does (?:a|the)|what is|jak (?:zostać|się zostaje)|"
    r"czym zajmuje|wie wird man|was macht (?:ein|eine|der|die)|cómo (?:se llega|ser|funciona)|qué hace|comment devenir|"
    r"que fait|як (?:стати|працює)|що робить|как (?:стать|работает)|что делает|if i|wenn ich|si (?:je|me)|jeśli|якщо|если)(?![\w'])")
_OTHER = _rx(
    r"(?<![\w'])(?:my (?:husband|wife|partner|dad|father|mum|mom|mother|son|daughter|brother|sister|friend|colleague|boss)|"
    r"he|she|his|her|mój (?:mąż|tata|brat|syn)|moja (?:żona|mama|siostra|córka)|mein (?:mann|vater|bruder|sohn)|"
    r"meine (?:frau|mutter|schwester|tochter)|er|sie|mi (?:marido|mujer|padre|madre|hermano|hermana)|él|ella|"
    r"mon (?:mari|père|frère|fils)|ma (?:femme|mère|sœur|soeur|fille)|il|elle|мій (?:чоловік|тато|брат)|моя (?:дружина|мама|сестра)|"
    r"він|вона|мой (?:муж|папа|брат)|моя (?:жена|мама|сестра)|он|она)(?![\w'])")
# ------------------------------------------------------------------ MEMBER SINCE (a list's item)
_SINCE_GATE = word_gate("member", "mitglied", "członk", "czlonk", "należ", "naleze", "miembro", "milito", "militant",
                        "afiliad", "adhér", "adher", "член", "membre", "milite")
_SINCE = _rx(
    r"(?<![\w'])(?:(?:paid-up |card-carrying )?member since|mitglied seit|seit \w+ mitglied|"
    r"członki?(?:em|nią) od|należę od|miembro desde|milito desde|militante desde|afiliad[oa] desde|"
    r"adhérente? depuis|membre depuis|militante? depuis|je milite depuis|член (?:з|с|із)|членкиня з)(?![\w'])")


def _office(low: str) -> list[Finding]:
    for m in _OFFICE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        party = _PARTY.search(low, a, b)
        if party is None or _NOT_PARTY.search(low, a, b) or _HOW.search(low, a, m.start()):
            continue
        became = _BECAME.search(low, a, b) or (_OPENING.search(low[a:b].lstrip()) if a == 0 or low[a - 1] == "\n" else None)
        if became is None or _OTHER.search(low, a, m.start()):
            continue
        return [Finding(Kind.BELIEFS, _BELIEFS, a, b)]
    return []


def _member_since(low: str) -> list[Finding]:
    for m in _SINCE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end(), ".!?\n,;", ".!?\n,;")
        if _PARTY.search(low, a, b) is None or _NOT_PARTY.search(low, a, b) or _OTHER.search(low, a, m.start()):
            continue
        return [Finding(Kind.BELIEFS, _BELIEFS, a, b)]
    return []


def find_party_offices(t: str) -> list[Finding]:
    """A finding on normalised `t` where the writer tells an office in a party or a union, or a membership dated in a
    list's item (see the module's doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if opens(t, _SINCE_GATE):
        found = _member_since(low)
        if found:
            return found
    return _office(low)
