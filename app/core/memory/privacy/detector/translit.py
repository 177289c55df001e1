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
# (round 36: not a part of an address - "taras.hnatiuk95@ukr.net", "mail.ru", "gov.ua/..." - which stays as typed)
_WORD = re.compile(r"(?<![\w'’@/])(?<!\w\.)(?:[A-Za-z]?[a-z]+(?:['’][a-z]+)?|[A-Za-z])(?![\w'’@/]|\.[a-z])")

# (round 36, broad-zzz54) A message with none of the markers above or only one - "moj nomer 89122175533 dobav v
# rezyume", "ya chlen partii i balotuyus do mistsevoyi rady", "rozluchayus z Ihorem, yak podilyty kvartyru" - is still
# read as transliterated when its words look it: a function word only Slavic typed in Latin letters writes (the gate:
# one set test on the runs) and then most of its words either such a word or shaped as only transliteration spells -
# "zh", "kh", "shch", a consonant before "ya"/"yu"/"ye", the endings "-yty", "-tysya", "-nnya", "-uyu", "-oyi", "-yj" -,
# none of them a Latin letter with a diacritic (Polish, Czech, German, French, Spanish) nor more than a few words of those
# languages' everyday grammar ("jak", "jest", "the", "que", "und"): English, Polish typed without its letters, code stay
# as they are.
_UK_WORDS = frozenset("""
mij miy moyi moyu moye moya moje mojeji meni mene tebe yoho joho yiyi jiji yikh yij yomu jomu tse shcho shchob shchos
sho shos chy yak yaka yakyi yakyy yakyj yaki yake jakyj jaki jake khto chomu koly kudy vid dlya dlia dlja mozhe treba
nema nemaye nemaje bud laska vzhe shche zaraz tezh vul kv napyshy napysaty dopomozhy skazhy zapyshy vpyshy dopyshy
""".split())  # (not "tobi": "see ya Tobi"; not "de", "ce": Spanish, French)
_RU_WORDS = frozenset("""
moj moi moego mojego menya menja mne tebya tebja ego jego ikh eto chto shto chtoby chtob kak kakoj kakaya kakie kto
pochemu kogda kuda gde tozhe uzhe eshche sejchas seichas nado mozhno ochen tolko napishi pomogi skazhi zapishi vpishi
dopishi dobav pozhalujsta pozhaluysta spasibo
""".split())
_SLAVIC_WEAK = frozenset(("ya", "ja", "jak", "je"))  # ("I", "how", "is": Spanish "ya", Polish "jak", German "ja" too)
_SLAVIC_WORDS = _UK_WORDS | _RU_WORDS
_SLAVIC_GATE = _SLAVIC_WORDS | _SLAVIC_WEAK | _MARKERS
# everyday words of English, Polish, German, French and Spanish no transliteration writes
_OTHER_WORDS = frozenset("""
the and is are was you your my me to of in it that this for with have has be not on at what how can but just if or
we they he she will an
jest nie sie czy mam mnie jestem dla co juz tez ze moze przez jako albo lub oraz bardzo sa mi jestes
ich und der die das ist nicht mit ein eine zu mein meine sie wir auch kein keine nur aber wie was auf bei noch schon hab bin
le la les est et pas mon ma mes des une un que pour avec dans de ce mais il elle qui sur au du tu
el los las es y mi por para con una lo se del al pero como muy yo te
""".split()) - _SLAVIC_WORDS - _SLAVIC_WEAK
_SHAPED = re.compile(r"zh|kh|shch|[bcdfghklmnprstvz]y[aeiu]|yy|oyi|iyi|yty|[aeiouy]sya$|tsya|nn[iyj]a|uyu|ayu|yus$|yush"
                     r"|oho$|ykh$|ij$|yj$|iy$|[nkv]aya$")


def _looks_slavic(runs: tuple[str, ...]) -> bool:
    """Whether the message's runs of letters read as Ukrainian or Russian typed in Latin letters (round 36, above)."""
    strong = weak = other = 0
    for run in set(runs):
        if not run.isascii():
            if any("\x7f" < c < "\u0400" for c in run):
                return False  # "Jak poprawić bekhend", "numéro": a language with its own letters
            continue
        if run == "w":
            return False  # Polish's "w" (transliteration writes "v"), or a German-style spelling mixed with German words
        if run in _OTHER_WORDS:
            other += 1
        elif run in _SLAVIC_WEAK:
            weak += 1
        elif run in _SLAVIC_WORDS or run in _MARKERS or len(run) > 3 and _SHAPED.search(run):  # (not "bye")
            strong += 1
    return strong >= 1 and strong + weak >= 2 and other * 3 <= strong + weak and (strong + weak) * 4 >= len(runs)


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
# (round 36: not "yi" after a vowel - "mistsevoyi", "Ukrayiny" - which is "ї": "місцевої")
_KMU_RE = re.compile(r"(?<=[bvhgdzklmnprstfcxjw])i([aue])|(?<![aeiou])yi$|yy$")


_KMU_PAIRS = frozenset(("ia", "iu", "ie"))
_KMU_RU_RE = re.compile(r"(?<![aeiou])yi$|yy$")


def _kmu(low: str) -> str:
    """Word in KMU 2010 Latin with its ia/iu/ie and final yi as the older scheme cyrillic reads (ya, yu, ye, yj)."""
    if low.startswith("dia"):
        return low[:3] + _KMU_RE.sub(lambda m: "y" + m.group(1) if m.group(1) else "yj", low[3:])
    return _KMU_RE.sub(lambda m: "y" + m.group(1) if m.group(1) else "yj", low)


def cyrillic(word: str, russian: bool = False) -> str:
    out = []
    # (round 36) Russian chat spells я, ю as "ya"/"ja", "yu"/"ju": its "ia", "iu" are the loanwords' "иа", "иу" - "diabeta",
    # "sotsialnyj", "kommunikatsiya" - so only the adjective's "-yi"/"-yy" is read as the KMU spelling
    low = _KMU_RU_RE.sub("yj", word.lower()) if russian else _kmu(word.lower())
    for m in _MULTI_RE.finditer(low):
        part = m.group()
        if part == "yi" and m.start() > 0 and low[m.start() - 1] not in _VOWELS and m.end() == len(low):
            out.append("ый" if russian else "ий")  # (round 23) an adjective's ending: "narodzhenyi" -> "народжений"
        elif russian and part in _KMU_PAIRS and m.end() < len(low) and (m.start() == 0 or low[m.start() - 1] != "i"):
            out.append("и" + _SINGLE[part[1]])  # (round 36) "diabeta" -> "диабета" (not "Mariia", "Natalia": "-ия", "-ья")
        elif russian and part == "ye":
            out.append("е")
        elif part in _MULTI_MAP:
            out.append(_MULTI_MAP[part])
        elif russian and part in _RU_SINGLE and not (part == "y" and m.start() > 0 and low[m.start() - 1] in _VOWELS
                                                     and m.end() == len(low)):
            out.append(_RU_SINGLE[part])
        elif part == "i" and not russian and m.end() == len(low) and len(low) > 3 and low[-2] == "i" \
                and low[-3] not in _VOWELS:
            out.append("ї")  # (round 36) "ii" closing a word after a consonant is "ії": "partii" -> "партії", "Marii" -> "Марії"
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
    if _SLAVIC_GATE.isdisjoint(runs):
        return []
    hits = _MARKER_RE.findall(low) if not _MARKERS.isdisjoint(runs) else []
    words = list(_WORD.finditer(t))
    if (len(set(hits)) < 2 or len(hits) * 8 < len(words)) and _looks_slavic(runs):
        # (round 36) read by the words' look, not by two markers: Russian when its own words outnumber Ukrainian's
        ru = len(_RU_WORDS.intersection(runs)) + len(_RUSSIAN.intersection(hits))
        uk = len(_UK_WORDS.intersection(runs)) + len(set(hits) - _RUSSIAN - _BOTH)
        return [(m.start(), m.end(), cyrillic(m.group(), ru > uk)) for m in words]
    if len(set(hits)) < 2 and not (len(words) <= 12 and any(w in _WEAK for w in (m.group().lower() for m in words))):
        return []  # one such word is enough in a short message with "ya" ("u mene diabet i ya kolyu insulin")
    if len(hits) * 8 < len(words):
        return []  # two such words in a long text in another language (a name, a quote) do not make it Ukrainian
    russian = not _RUSSIAN.isdisjoint(hits) and (_RUSSIAN | _BOTH).issuperset(hits)
    return [(m.start(), m.end(), cyrillic(m.group(), russian)) for m in words]
