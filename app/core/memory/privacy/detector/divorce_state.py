"""A divorce or a separation told as the writer's ongoing state with the subject dropped (round 31, rfin): "going
through a divorce, need a script that splits our shared Google Photos library", "stecke mitten in der Scheidung,
brauche eine Tabelle für den Zugewinnausgleich", "en plein divorce, comment je sépare nos comptes Google partagés ?".

The vocabulary reads "I'm going through a divorce", "ich stecke mitten in der Scheidung", "je suis en plein divorce":
the state with its first-person subject. Chat drops the subject, and a technical request after it does not make the
state anyone else's. Here, in en, pl, de, es, fr, uk and ru: a phrase of an ongoing divorce or separation ("going
through a divorce", "in the middle of a divorce", "mid-divorce", "mitten in der Scheidung", "in Trennung lebend",
"en plein divorce", "en instance de divorce", "en pleno divorcio", "en proceso de divorcio", "w trakcie rozwodu",
"w separacji", "в процесі розлучення", "в процессе развода", "разводимся") that opens its clause, after nothing but
a first-person subject or verb ("I'm", "we're", "stecke", "bin", "je suis", "estoy", "jestem", "я", "мы") or words of
time ("currently", "gerade", "actuellement", "ahora", "obecnie", "зараз", "сейчас").
Green limits: a subject of the phrase that is someone else's ("my friend is going through a divorce" is read by the
vocabulary's own rules; "couples going through a divorce"), a gerund as a subject ("going through a divorce is
hard"), a topic question ("how to cope when going through a divorce"), a film or a book.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_STATE = folded_compiled(
    r"(?<![\w'])(?:going through (?:a |the |my |our )?(?:messy |nasty |long |difficult |bitter )?(?:divorce|separation)|"
    r"in the (?:middle|midst|process) of (?:a |the |my |our )?(?:messy |nasty |long |difficult |bitter )?"
    r"(?:divorce|separation|divorcing|getting divorced)|mid-?divorce|getting divorced|"
    r"(?:mitten )?in (?:der|meiner|unserer) (?:scheidung|trennung)|mitten im scheidungs\w*|in scheidung|in trennung|"
    r"getrennt lebend|im scheidungsverfahren|im trennungsjahr|"
    r"en plein (?:divorce|séparation)|en pleine séparation|en instance de divorce|en cours de divorce|"
    r"en train de divorcer|en procédure de divorce|"
    r"en (?:pleno|medio del?|proceso de|trámites de|plenos trámites de) (?:divorcio|separación)|divorciándo(?:me|nos)|"
    r"separándo(?:me|nos)|"
    r"w (?:trakcie|środku|czasie) (?:rozwodu|separacji)|w separacji|rozwodz(?:ę|imy) się|"
    r"в (?:процесі|процессе|розпалі|разгаре|середині) (?:розлучення|развода)|посеред розлучення|посреди развода|"
    r"розлучаю\w*|розлучаємо\w*|развожусь|разводимся)(?![\w'])")
_GATE = gated(folded_compiled(r"(?<!\w)(?:divorc\w*|separation|separating|scheidung\w*|trennung\w*|getrennt|séparation|"
                  r"separación|separándo\w*|rozwod\w*|separacji|розлучен\w*|развод\w*|розлучаю\w*|розлучаємо\w*|"
                  r"развожусь|разводимся)(?!\w)"))
# what may stand before the phrase in its clause: a first-person subject or verb, a word of time, a filler
_LEAD_WORDS = (
    r"(?:i|i'm|im|am|are|we|we're|were|me|us|currently|still|now|right now|just|so|and|also|really|ugh|well|ok|okay|"
    r"yeah|hi|hey|hello|stuck|ich|wir|bin|sind|stecke|stecken|lebe|leben|gerade|grade|grad|momentan|derzeit|aktuell|"
    r"noch|immer noch|also|hallo|hi|je|j'|nous|on|suis|sommes|est|moi|actuellement|toujours|encore|bon|bref|bonjour|salut|"
    r"yo|nosotros|estoy|estamos|ando|andamos|ahora|actualmente|todavía|aún|hola|pues|bueno|ja|my|jestem|jesteśmy|obecnie|"
    r"teraz|nadal|wciąż|właśnie|cześć|no|я|ми|мы|зараз|сейчас|досі|до сих пор|ще|еще|ещё|привіт|привет|ну|так|"
    r"знаходжуся|нахожусь|перебуваю)")
_LEAD = folded_compiled(r"^(?:\W*(?<![\w'])" + _LEAD_WORDS + r"(?![\w']))*\W*$")
# a gerund or a state as the subject of a verb ("going through a divorce is hard", "getting divorced costs ...")
_AS_SUBJECT = folded_compiled(r"\s*(?:is|was|can be|can|could|will|must|makes?|made|costs?|takes?|ist|kann|es|puede|est|peut|"
                  r"jest|może|це|это)(?![\w'])")
_NOT_MINE = folded_compiled(r"(?<![\w'])(?:film|movie|series|show|novel|book|story|character|film\w*|serie\w*|roman\w*|buch|libro|"
                r"livre|książk\w*|powieść|фільм\w*|серіал\w*|книг\w*|роман\w*|news|article|artikel|artículo|article|"
                r"artykuł\w*|стат\w*)(?![\w'])")


# a sentence that opened on someone else: "She had a tough time, going through a divorce, losing her job" (a LoCoMo
# turn about a third person) - the dropped subject is hers, unless the writer is in that sentence too
_THIRD = folded_compiled(r"(?<![\w'])(?:she|he|they|her|his|their|sie|er|ihr|ihre|elle|il|ils|elles|ella|él|ellos|ellas|ona|on|oni|"
             r"jej|jego|вона|він|вони|її|його|она|он|они|её|его)(?![\w'])")
_FIRST = folded_compiled(r"(?<![\w'])(?:i|i'm|im|my|me|we|our|ich|mein\w*|wir|unser\w*|je|j'|mon|ma|mes|nous|yo|mi|mis|estoy|"
             r"ja|jestem|mój|moja|my|я|мій|моя|мой|ми|мы)(?![\w'])")


def find_divorce_state(t: str) -> list[Finding]:
    """A finding (intimate life) over the clause of normalised `t` that tells the writer's ongoing divorce or
    separation with the subject dropped (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _STATE.finditer(low):
        a = max(low.rfind(c, 0, m.start()) for c in ".!?\n;:,—–(") + 1
        if not _LEAD.match(low[a:m.start()]):
            continue
        if _AS_SUBJECT.match(low, m.end()):
            continue
        s_start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if a > s_start and _THIRD.search(low, s_start, a) and not _FIRST.search(low, s_start, a):
            continue
        b = m.end()
        while b < len(low) and low[b] not in ".!?\n":
            b += 1
        if _NOT_MINE.search(low, s_start, b):
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.RELATIONSHIP, "intimate or private life", begin, b)]
    return []
