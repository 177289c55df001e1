"""A question about how a legal, money or health institution works, asked in general (round 42, rfalse; set
broad-zzz84): "Co to jest tytuł wykonawczy i kiedy komornik może zacząć egzekucję?", "Pomóż mi zrozumieć, z jakich
części składa się uzasadnienie wyroku.", "What is a writ of execution and when can a bailiff start?", "Was ist ein
Vollstreckungsbescheid und wann darf der Gerichtsvollzieher pfänden?", "¿Qué es un embargo de nómina y cómo funciona?",
"Qu'est-ce qu'une saisie sur salaire ?", "Що таке виконавчий напис і коли виконавець може арештувати рахунок?",
"Объясни, что такое судебный приказ".

The vocabulary reads the institution's words ("komornik", "wyrok", "Pfändung", "embargo", "saisie") as the writer's
life; generic_cases.py already leaves a question about "a tenant", "someone" alone. A definition or an explanation asked
for is the other generic form: the sentence opens with "what is / how does / when can / help me understand / explain"
(in en, pl, de, es, fr, uk, ru) and then names nobody of the writer's - no "I", "my", "mnie", "mein", "mi", "mon",
"мій", "мой" ... after the request's own "me" ("Pomóż mi", "explain to me", "erklär mir").

Red limits: the writer in the question ("What is a garnishment and can they take MY wages?", "Co to jest tytuł
wykonawczy, skoro komornik zajął mi konto?", "Qu'est-ce qu'une saisie ? J'en ai une" - the next sentence is not
the question's and is read as it stands); a statement, not a question or a request; identifiers, secrets and identity
findings (only the disclosure kinds are dropped). Polish "i" is "and": a lower-case "i" is the English writer only
before an English verb.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.hearsay import TOLD_KINDS
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

# every opener below holds one of these
_GATE = word_gate("what", "how", "when", "help", "explain", "co to", "czym", "na czym", "jak ", "kiedy", "pomóż", "pomoz",
                  "wyjaśnij", "wytłumacz", "was ", "wie ", "wann", "hilf", "erklär", "erklaer", "qué", "que", "cómo", "como",
                  "cuándo", "cuando", "ayúda", "ayuda", "explíca", "explica", "qu'est", "c'est quoi", "comment", "quand", "aide",
                  "що", "як ", "коли", "допомож", "поясн", "что", "как ", "когда", "помоги", "объясн")


# the sentence opens with a definition, a mechanism or an explanation asked for
_OPENER = _lazy(
    r"\s*(?:[¿¡]\s*)?(?:(?:please|pls|could you|can you|bitte|kannst du|proszę|prosze|por favor|puedes|s'il te plaît|"
    r"stp|peux-tu|будь ласка|пожалуйста)\s*,?\s+)?(?:"
    r"what (?:is|are|does|do|happens)|what's|how (?:does|do|is|are|long|can)|when (?:can|does|do|is|may)|"
    r"help me (?:to )?understand|explain(?: to me)?|"
    r"co to (?:jest|są|znaczy)|czym (?:jest|są|się różni)|na czym polega|jak (?:działa|wygląda|długo)|kiedy (?:może|można|"
    r"mogą)|pomóż(?: mi)? zrozumieć|wyjaśnij(?: mi)?|wytłumacz(?: mi)?|"
    r"was (?:ist|sind|bedeutet|heißt|passiert)|wie (?:funktioniert|läuft|lange)|wann (?:darf|kann|können|dürfen)|"
    r"hilf mir,? (?:zu )?verstehen|erklär(?:e)?(?: mir)?|"
    r"qué (?:es|son|significa|pasa)|cómo funciona|cuándo (?:puede|pueden|se puede)|ayúdame a entender|explícame|"
    r"qu'est-ce qu(?:e|')|c'est quoi|comment (?:fonctionne|marche|se passe)|quand (?:peut|peuvent)|"
    r"aide-moi à comprendre|explique(?:-moi)?|"
    r"що (?:таке|означає|буде)|як (?:працює|відбувається)|коли (?:може|можуть|можна)|допоможи(?: мені)? зрозуміти|"
    r"поясни(?: мені)?|"
    r"что (?:такое|означает|будет)|как (?:работает|происходит)|когда (?:может|могут|можно)|помоги(?: мне)? понять|"
    r"объясни(?: мне)?)(?:(?<=')|(?!\w))")
# the writer named after the request: a first-person word (not Polish "i", "and", typed lower case before a non-English
# word; Spanish "me" and French "me" are object pronouns of the writer too; not French "ma", "mes": Polish "ma" is "has",
# Spanish "mes" a month, as generic_cases.py reads them)
_WRITER = _lazy(
    r"(?<!\w)(?:(?-i:I)|i(?= (?:am|have|had|was|will|can|could|should|would|need|owe|got|get|lost|live|do|did|don't|"
    r"didn't|can't|won't))|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|our|us|je|j'|moi|mon|nous|notre|nos|"
    r"m'|ich|mich|mir|mein\w*|wir|uns|unser\w*|yo|mi|mis|conmigo|nosotros|nuestr\w+|tengo|estoy|ja|mnie|mną|mój|"
    r"moj\w*|mam|jestem|nam|nas|nasz\w*|я|мене|мені|мій|моя|моє|мої|мого|моєї|ми|нас|нам|наш\w*|меня|мне|мой|мое|"
    r"моё|мои|моего|моей|мы)(?![\w'])")


# (merge of round 42) what follows the request is a message to pass on, not a term: "Explique à la maîtresse QUE ma fille
# a manqué trois jours à cause de son asthme", "Explain to the teacher THAT Zoe has asthma" - the writer's or a named
# person's matter told through the request; "ce que", "lo que" and Ukrainian/Russian "що таке"/"что такое" still ask
_PASSED_ON = _lazy(r"(?<!\w)(?:that|dass|daß|że|(?<!ce )(?<!lo )que|(?<!ce )qu'|що(?! (?:таке|означає))|"
                   r"что(?! (?:такое|означает))|"
                   # (round 43, rhealth) "Поясни відсутність: Даринка ... з пневмонією", "Explain Max's absence": an
                   # absence explained is a note about a named child, no term
                   r"absence|absences|abwesenheit|fehlen|fehlzeiten|nieobecnoś\w*|nieobecnosc\w*|ausencia|ausencias|"
                   r"відсутн\w*|отсутстви\w*)(?![\w'])")


def may_ask_term(t: str) -> bool:
    """The cheap test: an opener's word in `t` (as gates.prepare saw it)."""
    return opens(t, _GATE)


def drop_term_questions(t: str, found: list[Finding]) -> list[Finding]:
    """`found` without the disclosure findings whose sentence asks, in general, what something is or how it works."""
    if not any(f.kind in TOLD_KINDS for f in found):
        return found
    out = []
    for f in found:
        if f.kind in TOLD_KINDS and _term_question(t, f.start):
            continue
        out.append(f)
    return out


def _term_question(t: str, pos: int) -> bool:
    lo, hi = sentence_bounds(t, pos)
    m = _OPENER.compiled.match(t, lo, hi)
    if m is None:
        return False
    body = t[lo:hi].rstrip()
    if not (body.endswith("?") or body.endswith("?\u00a0") or m.group().strip().lower().startswith(
            ("help", "explain", "pomóż", "pomoz", "wyjaśnij", "wyjasnij", "wytłumacz", "wytlumacz", "hilf", "erklär",
             "erklaer", "ayúdame", "ayudame", "explícame", "explicame", "aide", "explique", "допомож", "поясни",
             "помоги", "объясни"))):
        return False  # a statement: "What is worse, the bailiff took my car."
    return _WRITER.compiled.search(t, m.end(), hi) is None and _PASSED_ON.compiled.search(t, m.end(), hi) is None
