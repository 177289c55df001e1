"""Ukrainian typed in Latin letters, read in Cyrillic.

On a phone without a Cyrillic layout, or abroad, people write Ukrainian in Latin letters: "ya gej i batky
ne znayut", "u mene panichni ataky", "nomer zakordonnogo pasporta FA027929". The detector's Ukrainian
words are Cyrillic, so such a message said nothing to them. When a message has at least two words that
only transliterated Ukrainian (or Russian) writes ("mene", "tse", "shcho", "zavzhdy" ...), `translit_edits`
spells its Latin words in Cyrillic by the usual transliteration read backwards ("shch" -> "щ", "zh" -> "ж",
"ya" -> "я", "y" -> "и", "i" -> "і", "h" -> "г"); normalise.py makes the edits, so spans still point at
what the user typed. Words in capitals or with digits (plates, codes, names of things) stay as written.

    >>> [rep for _, _, rep in translit_edits("u mene panichni ataky")]
    ['у', 'мене', 'панічні', 'атаки']
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import literal_alternation, skip_ahead
from app.core.memory.privacy.detector.text import letter_runs, lower

# Words only transliterated Ukrainian writes (none of them is a word of English, Polish, German, Spanish or French;
# "ya", "tobi", "bula" are left out: "see ya, Tobi")
_MARKERS = frozenset("""
mene meni tse shcho shho shchos moya moye moyi moyu miy duzhe tezh chy treba mozhna khochu hochu hoche vona vony
batky yakyi yaka yake tilky zavzhdy pislya teper kazhe kazhut znayut znayu dyakuyu bulo buv maye mayu yiyi
yoho dlya yikh tebe likar dytyna sosid susid zhyvu zhyve pratsyuyu robotu kvartyra kvartyru
nomer pasport pasporta zakordonnyi zakordonnyy zakordonnogo diysnyi diysnyj dijsnyj posvidchennya
vzhe shche tysiach tysiachi tysiacha tysyach znaiu dytynstva borh borhy zarplata zarplatu komunalku komunalka hroshei
hroshi hryven
dlia zapyshy napyshy narodzhena narodzhenyi narodzhenyy narodzhennia narodylasia narodylas narodyvsia dochku donku
posylky posylku vulytsia vulytsi adresu
babusja babusya babusia dopomozhy napysaty pryvitannja pryvitannia vidpravljaju vidpravliaiu vidpravlyayu zhyvu
zhivu pomogi napisat napisat' zhalobu menja pozhalujsta pozhaluista spasibo
kazav kazala vpershe mozhu mozhe buty soboju bojusja boyusya znaju znajut dzvonyty cholovik cholovika cholovikom
cholovikovi zhinka zhinku ditmy ditej dity zrobyty robyty shukaju shukayu shukaty cerkvu tserkvu vagitna vahitna
tyzhniv rodyty bezkoshtovno shkoli pytajut pojasnyty poyasnyty hodzhu vazhko krashche pislja dlja rodyni batkam skazaty
menja menya chto shto gde ochen tolko sejchas seichas uzhe roditeli kazhdyj kazhdyy tysjach muzh muzha zhena pomogite
pochemu potomu segodnja segodnya nichego mogu mne kakuju kakaja kakoj ishchu
""".split())  # (round 24, rids6: greetings, a parcel sent, "I live" - and the same said in Russian typed in Latin letters)
# (round 23: the KMU 2010 spellings chat uses - "vzhe", "shche", "tysiach", "znaiu", "dlia" - money, birth and
# address words; round 24: the "j" spellings - "dlja", "znaju", "pislja" - and transliterated Russian - "menja", "chto", "uzhe",
# "muzh" -: chat in either often had none of the words above)
# (round 24) the markers only Russian typed in Latin writes: a message with these and no other is read as Russian ("i" -> "и",
# "y" -> "ы", "h" -> "х", "'" -> "ь": "U menja depressija" -> "У меня депрессия", "muzh mne izmenjaet" -> "муж мне изменяет")
_RUSSIAN = frozenset("""
menja menya chto shto gde ochen tolko sejchas seichas uzhe roditeli kazhdyj kazhdyy muzh muzha zhena pomogite pochemu
potomu segodnja segodnya nichego mogu mne kakuju kakaja kakoj ishchu
""".split())
_BOTH = frozenset("znaju znajut bojusja boyusya khochu hochu tebe".split())  # (the same word in either language)
_RU_SINGLE = {"i": "и", "y": "ы", "h": "х", "'": "ь", "’": "ь"}
_WEAK = frozenset(("ya", "tobi", "bula"))
# (on lower-cased text; opening with a letter, the engine skips to the words' first letters: findings.skip_ahead)
_MARKER_RE = re.compile(skip_ahead(r"(?<![^\W\d_])(?:" + literal_alternation(sorted(_MARKERS)) + r")(?![^\W\d_])"))
# (round 24: a one-letter word too - "U menja", "v Polshchi", "z ditmy" - or "у меня" stayed half Latin)
_WORD = re.compile(r"(?<![\w'’])(?:[A-Za-z]?[a-z]+(?:['’][a-z]+)?|[A-Za-z])(?![\w'’])")

# longest first: "shch" before "sh", "zh" before "z"
_MULTI = (("shch", "щ"), ("sch", "щ"), ("zh", "ж"), ("kh", "х"), ("ch", "ч"), ("sh", "ш"), ("ts", "ц"),
          ("ya", "я"), ("yu", "ю"), ("ye", "є"), ("yi", "ї"), ("ju", "ю"), ("ja", "я"), ("je", "є"), ("ji", "ї"),
          # (round 23) the official (2010) transliteration inside a word: "dlia" -> "для", "liutoho" -> "лютого"
          ("ia", "я"), ("iu", "ю"), ("ie", "є"))
_SINGLE = dict(zip("abvhgdezyijklmnoprstufcwxq'’", "абвггдезиійклмнопрстуфцвхк''", strict=True))
_VOWELS = frozenset("aeiouy")
_AFTER_YI = frozenset("aeouy'’")  # (not "i": "ii" is rare and "ia"/"iu"/"ie" are read above)
_MULTI_RE = re.compile("|".join(a for a, _ in _MULTI) + "|.", re.DOTALL)  # (round 24: "ji" too - "Mariji" -> "Марії")
_MULTI_MAP = dict(_MULTI)


# (round 23) the official spelling (KMU 2010) writes я, ю, є after a consonant as "ia", "iu", "ie" ("tysiach", "znaiu",
# "simia") and -ий as "yi" ("tsukrovyi"); "dia-" of loanwords ("diabet", "diahnoz") stays "діа-"
_KMU = (("ia", "я"), ("iu", "ю"), ("ie", "є"))
_KMU_RE = re.compile(r"(?<=[bvhgdzklmnprstfcxjw])i([aue])|yi$|yy$")


def _kmu(low: str) -> str:
    """Word in KMU 2010 Latin with its ia/iu/ie and final yi as the older scheme _cyrillic reads (ya, yu, ye, yj)."""
    if low.startswith("dia"):
        return low[:3] + _KMU_RE.sub(lambda m: "y" + m.group(1) if m.group(1) else "yj", low[3:])
    return _KMU_RE.sub(lambda m: "y" + m.group(1) if m.group(1) else "yj", low)


def _cyrillic(word: str, russian: bool = False) -> str:
    out = []
    low = _kmu(word.lower())
    for m in _MULTI_RE.finditer(low):
        part = m.group()
        if part == "yi" and m.start() > 0 and low[m.start() - 1] not in _VOWELS and m.end() == len(low):
            out.append("ый" if russian else "ий")  # (round 23) an adjective's ending: "narodzhenyi" -> "народжений"
        elif russian and part == "ye":
            out.append("е")
        elif part in _MULTI_MAP:
            out.append(_MULTI_MAP[part])
        elif russian and part in _RU_SINGLE and not (part == "y" and m.start() > 0 and low[m.start() - 1] in _VOWELS
                                                     and m.end() == len(low)):
            out.append(_RU_SINGLE[part])
        elif part == "i" and m.start() > 0 and low[m.start() - 1] in _AFTER_YI:
            out.append("ї")  # (round 24) "i" after a vowel or the apostrophe is "ї": "pid'izd" -> "під'їзд", "Novoi" -> "Нової"
        elif part == "y" and m.start() > 0 and low[m.start() - 1] in _VOWELS and m.end() == len(low):
            out.append("й")  # a word's last "y" after a vowel: "miy" -> "мій", "hej" -> "гей"
        else:
            out.append(_SINGLE.get(part, part))
    s = "".join(out)
    if len(s) > 5 and (s.endswith(("юс", "яс")) or s.endswith("лас") and not russian):
        s += "ь"  # (round 24) a reflexive verb typed without its soft sign: "rozluchajus" -> "розлучаюсь", "diznalas" -> "дізналась"
    return s[0].upper() + s[1:] if word[0].isupper() and s else s


def translit_edits(t: str) -> list[tuple[int, int, str]]:
    """(start, end, Cyrillic) for each Latin word of `t` when `t` is Ukrainian typed in Latin letters, else []."""
    # (a marker is a whole run of letters: most messages have none among their runs, told by one set test on the runs
    # the other finders read too - text.letter_runs, once per text - where _MARKER_RE read the whole message)
    low = lower(t)  # (t.lower(), once per text)
    runs = letter_runs(low)
    if _MARKERS.isdisjoint(runs):
        return []
    hits = _MARKER_RE.findall(low)
    words = list(_WORD.finditer(t))
    if len(set(hits)) < 2 and not (len(words) <= 12 and any(w in _WEAK for w in (m.group().lower() for m in words))):
        return []  # one such word is enough in a short message with "ya" ("u mene diabet i ya kolyu insulin")
    if len(hits) * 8 < len(words):
        return []  # two such words in a long text in another language (a name, a quote) do not make it Ukrainian
    russian = not _RUSSIAN.isdisjoint(hits) and (_RUSSIAN | _BOTH).issuperset(hits)
    return [(m.start(), m.end(), _cyrillic(m.group(), russian)) for m in words]
