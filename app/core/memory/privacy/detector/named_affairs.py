"""A named person's affair, or the writer's own with a named person's partner (round 39, rpublic; sets broad-zzz66 and
broad-zzz67): "Julien trompe Élodie depuis un an avec sa collègue", "Meine Kollegin Anja hat was mit dem
Abteilungsleiter", "Так, я зустрічалася з чоловіком Оксани", "Marta zdradza męża z trenerem", "I was seeing Kate's
husband".

The vocabulary reads an affair by its noun ("Affäre", "romans", "liaison") or the writer's partner cheating ("me
trompe", "zdradza mnie"). Told of a named third person, the same fact comes as a verb with the person cheated as its
object ("trompe Élodie", "betrügt seine Frau", "engaña a su marido", "zdradza żonę", "изменяет жене", "cheats on
Tom"), or in the idiom for an affair ("hat was mit", "has a thing with", "sleeps with", "couche avec", "se acuesta
con", "sypia z", "спить з", "спит с"); the writer's own affair with someone's partner names the partner by the other
person ("з чоловіком Оксани", "avec le mari de Claire", "mit Annas Mann", "z mężem Oli"). In en, pl, de, es, fr, uk and
ru, in one sentence: a named subject (a known given name, or "my colleague / friend ..." before one) and the verb with a
person as its object; or "I" with the verb of dating or sleeping with and a partner word owned by a named person.

Green limits: a story, a film, a series or a book (quoted_messages.PUBLIC in the text), a question about a case with
no name ("what if a colleague cheats on ..."), fraud ("betrügt Kunden", "engaña a los clientes": no person cheated on,
only a partner word or a name counts), "se trompe" (is mistaken), gossip about a third person's affair ("gadają, że
...", "people say", "говорят": a rumour), and a rumour doubted (hearsay.py after the hook).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy, folded_lazy
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the verbs and idioms, and the partner words of the writer's variant, also typed without diacritics
# (the verbs and idioms only, every pattern holds one of them - not the partner words, which most messages hold; also
# typed without diacritics; German's "hat / hatte / haben ... was mit" by its "mit": a key is a literal's longest letter
# run, and "hat" of "hat was" stood in "that" and "what", opening the gate on half of all English messages; "has / had a
# thing with" by the whole word "thing": as a key it stood in "something", "anything", 393 of 2,760 LoCoMo turns)
_GATE = whole_word_gate("thing") | word_gate(
                  "liaison", "lío", "lio", "aventura", "romans", "роман", "affair", "affäre", "affare", "tromp",
                  "betrüg", "betrug", "betrog", "engaña", "engana", "zdradz", "изменя", "зраджу", "cheat", "mit",
                  "sleeps", "sleeping", "couch", "acuesta", "acost", "sypia", "спить",
                  "спит", "schläft", "schlaft", "зустріча", "встреча", "spotyka", "sortais", "sortait", "sorti", "salí",
                  "sali", "estuve", "seeing", "dated", "dating", "slept", "hooked", "spał", "spal", "спал", "спав",
                  "мутил", "liad", "romansuje", "kręci", "krutit", "інтрижк", "интрижк", "fricot", "batifol")


def _lazy(source: str, caseless: bool = True) -> LazyPattern:
    return (caseless_folded_lazy(source) if caseless else folded_lazy(source))


_PARTNER = (r"(?:wife|husband|partner|boyfriend|girlfriend|fiancée?|frau|mann|ehemann|ehefrau|freund|freundin|femme|mari|"
            r"copain|copine|compagne|compagnon|mujer|marido|esposa|esposo|novio|novia|pareja|żon\w*|męż\w*|mąż|"
            r"chłopak\w*|dziewczyn\w*|partner\w*|дружин\w*|чолові\w*|хлопц\w*|хлопець|дівчин\w*|жен\w*|муж\w*|парн\w*|"
            r"девушк\w*)")
_CAP = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][a-zß-öø-ÿąćęłńóśźżа-яєіїґё'’-]+"
# the person cheated on after the verb: a name ("trompe Élodie", "engaña a Luis", "изменяет Оле") or a partner word
# with its possessive ("seine Frau", "sa femme", "su marido", "żonę", "жене")
_CHEATS = _lazy(
    r"(?<![\w'’])(?:cheats on|is cheating on|has been cheating on|cheated on|trompe|trompait|a trompé|betrügt|betrog|"
    r"hat (?:\w+ )?betrogen|engaña|engañaba|ha engañado|zdradza|zdradzał\w*|изменяет|изменял\w*|зраджує|зраджував\w*)"
    r"(?:\s+(?:a|à))?\s+(?:(?:his|her|their|seine[nm]?|ihre[nm]?|sa|son|su|swoj\w*|свою|своєму|своїй|своему|своей)\s+)?"
    r"(?:" + _PARTNER + r"(?![\w'’])|(?-i:" + _CAP + r"))", False)
_IDIOM = _lazy(
    r"(?<![\w'’])(?:(?:hat|hatte|haben) (?:\w+ )?was mit|has a thing with|had a thing with|is sleeping with|sleeps with|"
    r"has been sleeping with|couche avec|a une liaison avec|se acuesta con|tiene un lío con|tiene una aventura con|"
    r"sypia z|ma romans z|spotyka się z (?:żonatym|zamężną)|schläft mit|спить з|спить із|має роман (?:з|із|зі)|"
    r"крутить роман (?:з|із|зі)|спит с|крутит роман с|has an affair with|is having an affair with|"
    # (round 45) "está liado con", "romansuje z", "має роман із", "fricote avec" said of the named person
    r"(?:está|esta|anda) liad[oa] con|romansuje z|kręci z|krutit roman s|"
    r"(?:має|мав|мала) інтрижку (?:з|із|зі)|(?:имеет|завёл|завела) интрижку с|"
    r"(?:fricote|batifole) avec|(?:hat|hatte) eine affäre mit)(?![\w'’])")
# the person an idiom's affair is with: a partner word, someone by their role ("dem Abteilungsleiter", "his boss", "sa
# voisine") or a name ("mit Jana"): not "hat was mit dem Auto gemacht", "has a thing with cats"
_DET = (r"(?:(?:the|a|an|his|her|their|dem|der|einem|einer|seinem|seiner|ihrem|ihrer|le|la|l'|un|une|sa|son|el|un|una|"
        r"su|swoim|swoją|jego|jej|своїм|своєю|своим|своей)\s*)?")
_PERSON = (r"(?:" + _PARTNER + r"|boss|manager|colleague|co-?worker|neighbou?r|coach|trainer|teacher|professor|"
           r"secretary|assistant|director|\w*leiter(?:in)?|chef(?:in)?|kolleg(?:e|in)|nachbar(?:in)?|trainer(?:in)?|"
           r"lehrer(?:in)?|sekretärin|direktor(?:in)?|patron(?:ne)?|collègue|voisine?|prof|entraîneur|directeur|"
           r"directrice|secrétaire|jef[ea]|compañer[oa]|vecin[oa]|entrenador[a]?|profesor[a]?|director[a]?|"
           r"secretaria|szef\w*|koleg\w*|koleżank\w*|sąsiad\w*|trener\w*|nauczyciel\w*|kierownik\w*|dyrektor\w*|"
           r"sekretark\w*|начальни\w*|шеф\w*|колег\w*|коллег\w*|сусід\w*|сосед\w*|тренер\w*|вчител\w*|учител\w*|"
           r"директор\w*|секретар\w*|"
           # (round 45) the building's and the street's people: "mit dem Hausmeister", "avec le gardien", "z dozorcą"
           r"caretaker|janitor|concierge|doorman|plumber|handyman|gardener|landlord|landlady|hausmeister(?:in)?|"
           r"vermieter(?:in)?|gärtner(?:in)?|gardien(?:ne)?|plombier|jardinier|propriétaire|portero|portera|conserje|"
           r"fontanero|jardinero|casero|casera|dozorc\w*|hydraulik\w*|ogrodnik\w*|administrator\w*|gospodarz\w*|"
           r"двірни\w*|сантехні\w*|консьерж\w*|дворни\w*|управител\w*|"
           # the one from a flat or a floor: "la del 6ºB", "el del tercero", "the one from 4B"
           r"(?<=la )del|(?<=el )del|(?<=the )(?:guy|woman|girl|man|one) (?:from|at|in) (?:number |flat |no\.? )?\w+)(?![\w'’])")
_WITH = _lazy(r"\s*" + _DET + _PERSON + r"(?![^.!?\n,]{0,25}(?<!\w)(?:gemacht|zu tun|angestellt|getan|los)(?!\w))")
_WITH_NAME = _lazy(r"\s*(" + _CAP + r")", False)
# the writer with a named person's partner: "я зустрічалася з чоловіком Оксани", "je sortais avec le mari de Claire"
_MINE = _lazy(
    r"(?<![\w'’])(?:i (?:was seeing|dated|was dating|slept with|hooked up with|had a thing with|had an affair with)|"
    r"ich (?:hatte|habe) (?:\w+ )?(?:was|eine affäre) mit|je (?:sortais|suis sortie?|"
    r"couchais|ai couché) avec|(?:yo )?(?:salía|salí|me acosté|me acostaba|estuve) con|"
    r"(?:spotykałam|spotykałem|spałam|spałem|przespałam|przespałem|romansowałam|romansowałem) (?:się )?z|"
    r"я (?:зустрічалася|зустрічався|спала|спав|переспала|переспав|встречалась|встречался|переспала|переспал|"
    r"спала|спал|мутила|мутил)(?: с| з| із)?)(?![\w'’])\s+")
_OWNED = _lazy(
    r"(?:(?:the|le|la|el|dem|der)\s+)?" + _PARTNER + r"\s+(?:de\s+|of\s+)?(?-i:" + _CAP + r")"
    r"|(?P<owner>(?-i:" + _CAP + r"))(?:'s|’s|s)\s+" + _PARTNER)
# a named subject: a known given name at the clause's start, or after "my colleague / friend / sister ..."
_SUBJECT_WORDS = frozenset("""my mein meine ma mon mi mis moja mój moj мій моя мой колега коллега подруга друг kollegin kollege
collègue amie ami amiga amigo compañera compañero koleżanka kolega przyjaciółka przyjaciel freundin freund colleague friend
""".split())
_STORY = _lazy(
    r"(?<!\w)(?:novel|book|film|movie|series|show|episode|character|story|roman|buch|serie|folge|figur|geschichte|"
    r"livre|série|personnage|histoire|novela|libro|película|personaje|historia|powieś\w*|książ\w*|serial\w*|"
    r"bohater\w*|postać|opowiadani\w*|книг\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|персонаж\w*|"
    r"оповідан\w*|рассказ\w*|if|what if|imagine|wenn|falls|si|jeśli|gdyby|якщо|если)(?!\w)")

# gossip about someone else's affair is a rumour (yellow), not a fact told: "Dziewczyny w pracy gadają, że Lena ma romans z
# kierownikiem", "people say Tom has a thing with his boss", "on dit que ...", "говорят, что ..."
_GOSSIP = _lazy(
    r"(?<!\w)(?:gossip\w*|people say|they say|rumou?r\w*|apparently|supposedly|allegedly|gadaj\w*|gadają|mówią|"
    r"podobno|plotk\w*|chyba|man sagt|angeblich|gerücht\w*|munkelt|on dit|il paraît|paraît-il|rumeur\w*|dicen que|"
    r"se dice|se rumorea|rumor\w*|dizque|говорят|кажуть|ходять чутки|чутк\w*|слух\w*|нібито|начебто|якобы|вроде|"
    r"i think|maybe|might|vielleicht|peut-être|quizás|może|мабуть|может)(?!\w)")


# (round 45) the subject named, then said who they are: "Sophie, la présidente du conseil syndical, a une liaison avec",
# "Julián, el presidente de la comunidad, está liado con"; or by a title and a surname: "Frau Reinholz aus dem Vorderhaus
# hat was mit dem Hausmeister", "Mrs Patel from number 9", "pani Nowak z parteru"
_APPOSED = _lazy(r"\s*(?-i:(" + _CAP + r"))(?:\s+(?-i:" + _CAP + r"))?\s*,[^,.!?\n]{2,70},\s*$", False)
_TITLED = _lazy(
    r"\s*(?:(?:our|my|unsere|meine|notre|ma|nuestra|mi|nasza|moja|наша|моя)\s+)?(?:neighbou?r\s+|nachbarin\s+|voisine\s+|"
    r"vecina\s+|sąsiadka\s+|сусідка\s+|соседка\s+)?"
    r"(?:mrs|mr|ms|miss|frau|herr|madame|monsieur|mme|señora|señor|doña|don|sra|sr|pani|pan|пані|пан|госпожа|господин)\.?\s+"
    r"(?-i:" + _CAP + r")(?:\s+[\w'’.-]+){0,4}?\s*,?\s*$")


def _named_subject(t: str, a: int, at: int) -> bool:
    """A person named as the subject of the verb at `at`: a known given name as the last capitalised word before it;
    (round 45) a known given name with an apposition after it, or a title and a surname."""
    from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
    apposed = _APPOSED.compiled.match(t, a, at)
    if apposed is not None and _given_name(apposed.group(1)):
        return True
    if _TITLED.compiled.match(t, a, at) is not None:
        return True
    words = t[a:at].split()
    if not words or len(words) > 8:
        return False
    caps = [w.strip(",;—–-") for w in words if w[:1].isupper()]
    return bool(caps) and _given_name(caps[-1]) and (
        len(words) <= 3 or words[0].lower().strip(",") in _SUBJECT_WORDS or caps[-1] == words[-1].strip(",;"))


def _clause(t: str, at: int, end: int) -> tuple[int, int]:
    """The sentence of a hit, a quotation's marks ending it too ("... wrote: \"Julien trompe Élodie\" ...")."""
    return stop_bounds(t, at, end, '.!?\n:"«„“', '.!?\n"»”“')


def find_named_affairs(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling a named person's affair, or the writer's
    with a named person's partner (see the doc)."""
    if not opens(t, _GATE) or _STORY.search(t):
        return []
    for rx in (_CHEATS, _IDIOM):
        for m in rx.finditer(t):
            a, b = _clause(t, m.start(), m.end())
            if rx is _CHEATS:
                last = m.group().split()[-1]
                if last[:1].isupper() and not _owner_named(last):
                    continue  # "betrügt Kunden": a German noun, no one's name
            elif not (_WITH.compiled.match(t, m.end()) or _name_at(t, m.end())):
                continue
            if _named_subject(t, a, m.start()) and not _GOSSIP.search(t):
                return [_over(t, a, b)]
    for m in _MINE.finditer(t):
        owned = _OWNED.compiled.match(t, m.end())
        # (a capitalised owner right after the partner word, "з чоловіком Марини", "le mari de Claire"; before it, a known
        # given name: "Kate's husband", "Annas Mann" - not "Thomas Mann")
        if owned is not None and (owned.group("owner") is None or _owner_named(owned.group("owner"))):
            a, b = _clause(t, m.start(), m.end())
            return [_over(t, a, b)]
    return []


def _owner_named(word: str) -> bool:
    """A known given name, also with the possessive "'s" or German "s" ("Kate's", "Annas") or in the genitive."""
    from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
    word = word.strip(",;.'’")
    for tail in ("'s", "’s", "s"):
        if word.endswith(tail) and _given_name(word[:-len(tail)]):
            return True
    return _given_name(word)


def _name_at(t: str, at: int) -> bool:
    m = _WITH_NAME.compiled.match(t, at)
    return m is not None and _owner_named(m.group(1))


def _over(t: str, a: int, b: int) -> Finding:
    begin = after_spaces(t, a, b)
    return Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))
