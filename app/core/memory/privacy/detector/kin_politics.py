"""Round 44 (rall): a relative's politics said as what they are - "Papa est militant communiste", "my dad is a lifelong
Tory", "Mein Vater ist überzeugter AfD-Wähler", "Мой отец коммунист", "mi abuelo era anarquista de la CNT", "Mój tata
to zagorzały zwolennik Konfederacji" - or, in Ukrainian and Russian, by whom they vote for ("батько голосує за ...").

The vocabulary reads the writer's own "I'm a communist", "Soy comunista" and a relative's vote for a party by its name
("mi padre vota a Vox"); it misses the relative with an ideology noun as the predicate. So: one of the writer's
relatives (kin_conditions.KIN: a possessive and a family word, or a family word used as a name) as the subject, a
copula (is, was, ist, war, est, était, es, era, jest, był, to, є, був, —, or none in Russian and Ukrainian) and an
ideology or a party's supporter (communist, socialist, anarchist, monarchist, nationalist, Tory, Labour voter,
AfD-Wähler, zwolennik PiS, прихильник, сторонник, militant communiste, votante de ...), or a Ukrainian or Russian vote
verb after the relative.
Green/yellow stay: a public figure ("Was Orwell a socialist?"), someone the relative talks about ("Dad thinks the
neighbour is a communist": the relative is not the predicate's subject), an ideology studied ("my dad teaches the
history of communism"), a joke frame or a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_conditions import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "religion, politics or union membership"


_IDEOLOGY = (
    r"communist|socialist|anarchist|monarchist|royalist|nationalist|fascist|marxist|trotskyist|maoist|"
    r"tory|labour (?:man|woman|supporter|voter|member)|lib dem|republican|democrat|trump supporter|maga|brexiteer|"
    r"(?:conservative|reform|green|labour|snp|ukip) (?:voter|supporter|member)|"
    r"kommunist(?:in)?|sozialist(?:in)?|anarchist(?:in)?|monarchist(?:in)?|nationalist(?:in)?|faschist(?:in)?|nazi|"
    r"marxist(?:in)?|reichsb[üu]rger(?:in)?|[\w-]+-w[äa]hler(?:in)?|[\w-]+-anh[äa]nger(?:in)?|[\w-]+-mitglied|"
    r"komunist(?:a|k[ąa]|ą)|socjalist(?:a|k[ąa]|ą)|anarchist(?:a|k[ąa]|ą)|monarchist(?:a|k[ąa]|ą)|"
    r"nacjonalist(?:a|k[ąa]|ą)|faszyst(?:a|k[ąa]|ą)|narodowc(?:em)|narodowiec|zwolennik\w* \w+|zwolenniczk\w* \w+|"
    r"wyborc[aą] \w+|wyborczyni[ąa]? \w+|"
    r"комуніст\w*|соціаліст\w*|анархіст\w*|монархіст\w*|націоналіст\w*|фашист\w*|прихильни\w* \w+|"
    r"коммунист\w*|социалист\w*|анархист\w*|монархист\w*|националист\w*|сторонни\w* \w+|навальнист\w*|"
    r"comunista|socialista|anarquista|mon[áa]rquic[oa]|nacionalista|falangista|franquista|facha|carlista|"
    r"votante (?:de|del) \w+|militante (?:de|del) \w+|"
    r"communiste|socialiste|anarchiste|royaliste|nationaliste|facho|fasciste|gaulliste|trotskiste|"
    r"militante? (?:communiste|socialiste|[ée]cologiste|de \w+|du \w+|au \w+)|[ée]lect(?:eur|rice) (?:du |de |d')?\w+|"
    r"encart[ée]e? (?:au|à) \w+"
)
_COPULA = (r"is|was|'s|has always been|has been|ist|war|bleibt|est|[ée]tait|a toujours [ée]t[ée]|es|era|fue|ha sido|"
           r"sigue siendo|jest|by[łl]a?|to|zawsze by[łl]a?|є|був|була|—|-|–")
_ADJ = (r"(?:a |an |ein |eine |einer |un |una |une |)(?:(?:lifelong|staunch|die-hard|proud|card-carrying|hardcore|"
        r"convinced|[üu]berzeugte[rn]?|gl[üu]hende[rn]?|alte[rn]?|zagorza[łl]\w*|przekonan\w*|stary|stara|"
        r"переконан\w*|запеклий|запекла|убежденн\w*|убеждённ\w*|ярый|ярая|convencid[oa]|ac[ée]rrim[oa]|"
        r"de toda la vida|convaincue?|pur jus|grand|grande|old|ardent|real|true|ein echter|eine echte)\s+){0,2}")
# family words used bare as the subject in Ukrainian and Russian ("батько голосує за ...", "Дед коммунист")
_KIN_BARE = _rx(r"(?<![\w'-])(?:батько|мати|дід|дідусь|бабуся|брат|сестра|чоловік|дружина|отец|мать|дед|дедушка|бабушка|"
                r"муж|жена|папа)(?![\w'-])")
_GATE = word_gate(
    "communist", "socialist", "anarchist", "monarchist", "royalist", "nationalist", "fascist", "marxist", "trotskyist",
    "maoist", "tory", "labour", "lib", "republican", "democrat", "trump", "maga", "brexiteer", "voter", "supporter",
    "member", "kommunist", "sozialist", "nazi", "reichsb", "wähler", "anhänger", "mitglied", "komunist", "socjalist",
    "nacjonalist", "faszyst", "narodow", "zwolenni", "wyborc", "комуніст", "соціаліст", "анархіст", "монархіст",
    "націоналіст", "фашист", "прихильни", "коммунист", "социалист", "анархист", "монархист", "националист",
    "сторонни", "навальнист", "comunista", "anarquista", "monárquic", "nacionalista", "falangista", "franquista",
    "facha", "carlista", "votante", "militant", "communiste", "socialiste", "anarchiste", "royaliste", "nationaliste",
    "facho", "fasciste", "gaulliste", "trotskiste", "électeur", "électrice", "encarté", "голосує", "голосував",
    "голосувала", "голосует", "голосовал", "голосовала",
)
_VOTES = _rx(r"(?<![\w'-])(?:голосу[єю]|голосував|голосувала|голосували|голосует|голосуют|голосовал|голосовала|"
             r"голосовали) (?:\w+ )?за(?![\w'-])")
_APART = _rx(
    r"(?<![\w'-])(?:thinks|says|calls|believes|meint|sagt|nennt|glaubt|my[śs]li|m[óo]wi|nazywa|думає|каже|називає|"
    r"думает|говорит|называет|cree|dice|llama|pense|dit|appelle|joke\w*|witz\w*|żart\w*|жарт\w*|шут\w*|broma|blague|"
    r"history of|geschichte|histori\w*|істор\w*|истори\w*|historia|histoire|teach\w*|unterricht\w*|uczy|викладає|"
    r"преподает|enseña|enseigne|"
    r"novel\w*|story|film|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|персонаж\w*)(?![\w'-])"
)


def find_kin_politics(text: str) -> list[Finding]:
    """A beliefs finding over the sentence of normalised `text` telling a relative's politics as what they are, or a
    relative's vote in Ukrainian or Russian (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for k in (*KIN.finditer(low), *_KIN_BARE.finditer(low)):
        a, b = stop_bounds(low, k.start(), k.end())
        m = _PREDICATE.compiled.match(low, k.end()) or _VOTES.compiled.match(low, k.end() + 1)
        if m is None or _APART.search(low, a, b):
            continue
        return [Finding(Kind.BELIEFS, _REASON, after_spaces(low, a, b), b)]
    return []


# right after the relative: an apposition ("my dad, Peter,"), a copula or a dash, words of degree, the ideology
_PREDICATE = _rx(
    r"(?:,? [\w'-]+,)?(?: (?:" + _COPULA + r"))?(?: (?:still|always|immer|noch|zawsze|wci[ąa]ż|досі|завжди|до сих пор|"
    r"всегда|siempre|todav[íi]a|toujours|encore))?[ ,]+" + _ADJ + r"(?:" + _IDEOLOGY + r")(?![\w'-])"
)
