"""Answers given to a security question, whatever its topic (round 30, rsec).

security_answers.py reads an answer written right after a topic it knows ("first pet: Rex") or after an answer word.
People more often tell the question in their own words and then say what they *gave* as the answer, in the same
sentence or the next: "Question secrète de la banque : nom de mon premier instituteur, j'ai mis « Monsieur Kerbrat »",
"Секретне питання — кличка першого собаки, я написала «Бублик-Тузик»", "Pregunta de seguridad: ciudad donde nació tu
padre. Puse "Villanueva de la Serena"", "Sicherheitsfrage: Name meines ersten Lehrers. Ich habe „Herr Brückner“
eingegeben". The mechanism is the act of giving, not the topic: once the words of a security, secret, control or
memorable question stand in the message, what follows a first-person verb of giving (put, wrote, typed, entered, set,
chose, gave, answered; puse, escribí, contesté; j'ai mis, j'ai tapé, j'ai répondu; wpisałam, dałem, podałam,
odpowiedziałem; ich habe ... eingegeben / angegeben; я написала, вказала, ввела, ответил) is the answer - quoted, or
unquoted when it ends its clause or starts with a capital. A quoted phrase in a message about a security question is
one too, unless the quote is the question itself (a question mark, a question word, "your", a topic the bank offers).
A word *named* as the secret - a memorable word or information, a bank's code word ("кодовое слово в банке —
Ромашка", "słowo kodowe", "Kennwort" is a password elsewhere) - is the value after a colon, a dash or a copula.

Green: a question about how security questions work, a quoted question or topic, "I put something random / a fake
answer / the same", "what should I put?", a verb with nothing after it.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.security_answers import CONTEXT, NOT_AN_ANSWER, TOPIC

Add = Callable[[str, int, int], None]

_GATE = word_gate(
    "secur", "secret", "memorable", "pytani", "frage", "pregunt", "question", "питанн", "запитанн", "вопрос", "контрольн",
    "секрет", "кодов", "codeword", "code word", "kodow", "codewort", "palabra clave", "mot secret", "losungswort", "merkwort",
    "seguridad", "sécurité", "securite", "odpowied", "antwort", "réponse", "reponse", "respuest", "відповід", "ответ",
)
# a word named as the secret itself: its value follows a colon, a dash or a copula
_WORD_NAMED = re.compile(
    r"(?i)(?<!\w)(?:memorable (?:word|information|info|answer|phrase|name|place|date)|code ?word|"
    r"słow\w* kodow\w*|hasł\w* kodow\w*|codewort\w*|losungswort\w*|merkwort\w*|"
    r"palabra (?:secreta|de seguridad)|mot (?:secret|de s[ée]curit[ée])|"  # "palabra clave" is any keyword
    r"кодов\w* слов\w*|секретн\w* слов\w*)(?!\w)"
    r"((?:[^\S\n]+[^\s:=–—.!?,;\"«»„“”0-9]+){0,5}?)[^\S\n]*"
    r"(?:[:=–—→]|-(?=\s)|\s(?:is|was|to|jest|ist|lautet|war|es|era|est|était|c'est|c’est|це|это|був|було|была|было)(?=\s))"
    r"[^\S\n]*"
)
# a first-person verb of giving (lower-cased text)
_GIVE = re.compile(
    r"(?<!\w)(?:"
    r"i (?:put|wrote|typed|entered|set|chose|picked|gave|answered|used|went with|said)(?: (?:in|down|it as|as the answer|as my answer))?|"
    r"my answer (?:is|was)|i've (?:put|written|typed|entered|set|chosen|given|used)|"
    r"wpisał\w*|podał\w*m|dał\w*m|dałam|ustawił\w*m|wybrał\w*m|odpowiedział\w*m|napisał\w*m|wpisuję|podaję|"
    r"puse|escrib[ií]|met[ií]|eleg[ií]|contest[ée]|respond[ií]|tecle[ée]|introduje|us[ée]|"
    r"he (?:puesto|escrito|elegido|contestado|respondido|metido|usado)|"
    r"j['’]ai (?:mis|écrit|ecrit|tapé|tape|entré|entre|saisi|choisi|répondu|repondu|donné|donne|indiqué|indique|utilisé)|"
    r"(?:я )?(?:написа\w*|вказа\w*|указа\w*|вписа\w*|ввел\w*|ввела|ввів|ввёл|обра\w*|выбра\w*|вибра\w*|"
    r"відповіл\w*|відповів|ответил\w*|постави\w*)"
    r")(?!\w)"
    # "as the answer", "como respuesta", "comme réponse", "jako odpowiedź", "як відповідь", "в ответ", "there"
    r"(?:[^\S\n]+(?:as (?:the |my )?answer|there|como respuesta|comme r[ée]ponse|jako odpowied[źz]|як відповідь|"
    r"в ответ|в відповідь|tam|ahí|allí|là|там))?[^\S\n]*[:,]?[^\S\n]*"
)
# German: "ich habe „Herr Brückner“ eingegeben", "hab ich Käsespätzle angegeben"
_GIVE_DE = re.compile(
    r"(?i)(?<!\w)(?:ich[^\S\n]+hab(?:e)?|hab(?:e)?[^\S\n]+ich)(?:[^\S\n]+(?:da|dort|als antwort))?[^\S\n]+"
    r"(?P<val>[\"'„“«»][^\"'„“”«»\n]{1,60}[\"'“”«»]|[^\W\d_][\w'’\-]*(?:[^\S\n]+[^\W\d_][\w'’\-]*){0,2})"
    r"[^\S\n]+(?:eingegeben|angegeben|genommen|geschrieben|eingetragen|gewählt|hingeschrieben|reingeschrieben|geantwortet)"
    r"(?!\w)"
)
_QUOTED = re.compile(r"[\"„“«»'‘][^\S\n]?([^\"„“”«»\n?]{1,60}?)[^\S\n]?[\"“”«»'’](?!\w)")
_VALUE = re.compile(r"([^\W_][\w'’.\-]*(?:[^\S\n]+[^\W_][\w'’.\-]*){0,3})")
_CLAUSE_END = re.compile(r"[^\S\n]*(?:[,.;!()\n]|$|[^\S\n]+(?:and|und|y|et|i|і|и|та|а)[^\S\n])")
# words that make a quote the question rather than its answer
_QUESTION_WORD = re.compile(
    r"(?i)(?<!\w)(?:what|which|who|where|when|how|your|yours|name of|"
    r"co|jak\w*|któr\w*|gdzie|kiedy|twoj\w*|twój|imi\w* |nazw\w* |"
    r"was|welche\w*|wer|wo|wann|wie|dein\w*|ihr\w*|name (?:de[rsn]|ihre|deine)|"
    r"qu[ée]|cu[aá]l\w*|qui[eé]n|d[oó]nde|cu[aá]ndo|c[oó]mo|tu|su|nombre de|"
    r"quel\w*|qui|o[uù]|quand|comment|votre|ton|ta|nom de|"
    r"що|який|яка|яке|хто|де|коли|як|твій|твоя|ваш\w*|ім'я|ім’я|назва|"
    r"что|какой|какая|какое|кто|где|когда|как|твой|ваш|имя|название)(?!\w)"
)
# what is no answer after a verb of giving
_NOT_GIVEN = frozenset("""
down there here something anything nothing random fake false nonsense rubbish same different answer answers truth lie lies
one ones everything whatever made up wrong real
coś cokolwiek nic byle losow\u0105 losowe prawdę nieprawdę kłamstwo odpowiedź tam tu to samo
algo nada cualquier cosa falso falsa mentira verdad respuesta lo mismo
quelque chose rien n'importe faux fausse mensonge vérité réponse
etwas nichts irgendwas falsch lüge wahrheit antwort
щось нічого будь-що неправду правду відповідь щось вигадане
что-то ничего неправду правду ответ
""".split())


def _answer(text: str, low: str, pos: int, *, need_capital: bool) -> tuple[int, int] | None:
    """The answer's span at `pos` (just after a verb of giving or a separator), or None."""
    q = _QUOTED.match(text, pos)
    if q:
        inner = q.group(1).strip()
        if inner and inner.lower().split()[0] not in NOT_AN_ANSWER and not _QUESTION_WORD.match(inner):
            return q.start(1), q.start(1) + len(q.group(1).rstrip())
        return None
    m = _VALUE.match(text, pos)
    if not m:
        return None
    words = m.group(1).split()
    first = words[0].lower().rstrip(".'’-")
    if first in NOT_AN_ANSWER or first in _NOT_GIVEN or first in ("a", "an", "the", "un", "une", "una", "ein", "eine"):
        return None
    if text[m.end(1):m.end(1) + 2].lstrip().startswith("?"):
        return None
    if words[0][:1].isupper() or any(c.isdigit() for c in words[0]):
        # a name given as the answer: up to four capitalised words ("Tobias Lindqvist", "Villanueva de la Serena")
        end = m.start(1) + len(words[0])
        at = end
        for w in words[1:]:
            at = text.index(w, at)
            if not (w[:1].isupper() or w.lower() in ("de", "la", "del", "von", "van", "le", "du", "di")):
                break
            at += len(w)
            end = at
        return m.start(1), end
    if need_capital:
        return None
    # lower case: one to three words closing the clause ("dałem pierogi ruskie", "it's pumpernickel.")
    for n in range(1, min(3, len(words)) + 1):
        span_end = m.start(1) + len(" ".join(words[:n]))
        if text[m.start(1):span_end] != " ".join(words[:n]):
            break
        if any(w.lower() in NOT_AN_ANSWER or w.lower() in _NOT_GIVEN for w in words[1:n]):
            return None
        if _CLAUSE_END.match(text, span_end):
            return m.start(1), span_end
    return None


def find_given_answers(text: str, low: str, add: Add) -> None:
    """Add the answers `text` says were given to a security question, and a memorable word's or a code word's value
    (`low`: its lower case, the same length; see the module's docstring)."""
    if not opens(low, _GATE):
        return
    for m in _WORD_NAMED.finditer(low):
        span = _answer(text, low, m.end(), need_capital=False)
        if span:
            add("security question answer", *span)
    ctx = CONTEXT.search(low)
    if not ctx:
        return
    start = ctx.start()
    for m in _GIVE.finditer(low, start):
        span = _answer(text, low, m.end(), need_capital=False)
        if span:
            add("security question answer", *span)
    for m in _GIVE_DE.finditer(text, start):
        val = m.group("val")
        s, e = m.span("val")
        if val[0] in "\"'„“«»":
            s, e = s + 1, e - 1
        elif val.split()[0].lower() in NOT_AN_ANSWER or val.split()[0].lower() in _NOT_GIVEN:
            continue
        add("security question answer", s, e)
    for m in _QUOTED.finditer(text, start):
        inner = m.group(1).strip()
        if not inner or text[m.end():m.end() + 2].lstrip().startswith("?"):
            continue
        if inner.lower().split()[0] in NOT_AN_ANSWER or _QUESTION_WORD.search(inner) or TOPIC.search(inner):
            continue
        add("security question answer", m.start(1), m.start(1) + len(m.group(1).rstrip()))
