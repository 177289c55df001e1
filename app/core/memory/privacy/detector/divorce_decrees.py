"""Round 44 (rall): the writer's divorce told by the court's act - "сьогодні суд розірвав наш шлюб з Ігорем", "суд
расторг наш брак", "the decree absolute came through today", "sąd orzekł nasz rozwód", "das Scheidungsurteil ist da",
"ya tengo la sentencia de divorcio", "j'ai reçu le jugement de divorce".

divorce_state.py and the vocabulary read "we're divorcing", "our divorce was finalised", "le divorce a été prononcé";
a diary page or a letter tells the day the marriage ended by what the court did or sent. So: the court's act on a
marriage (dissolved, розірвав шлюб, расторг брак, orzekł rozwód, decree absolute / nisi, final divorce order, Scheidungsurteil,
sentencia de divorcio, jugement de divorce) with the writer in the sentence (our, my, we, I, наш, нас, мій, мене, мой,
меня, nasz, nas, mój, unser, mein, wir, nuestro, mi, nos, notre, mon, je).
Green/yellow stay: the law in general ("How long after the decree nisi can I apply for the decree absolute?" asks, with
"how long" or "if"), someone else's divorce ("the court dissolved their marriage"), a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"


_DECREE = _rx(
    r"(?<![\w'-])(?:decree absolute|decree nisi|final divorce order|(?:marriage|union) (?:was |has been |is )?"
    r"(?:dissolved|annulled)|dissolved (?:our|my) marriage|"
    r"scheidungsurteil\w*|scheidungsbeschluss\w*|(?:ehe|die scheidung) (?:ist |wurde )?(?:heute |gestern |endlich )?"
    r"(?:geschieden|rechtskr[äa]ftig|durch)|"
    r"orzek[łl]\w* (?:\w+ )?rozw[óo]d|wyrok\w* rozwodow\w*|rozw[óo]d (?:jest |sta[łl] si[ęe] )?prawomocny|"
    r"розірва\w* (?:\w+ )?шлюб|шлюб (?:\w+ )?розірвано|рішення про розлучення|"
    r"расторг\w* (?:\w+ )?брак|брак (?:\w+ )?расторгнут|решение о разводе|"
    r"sentencia de divorcio|(?:nos|me) (?:han |ha )?(?:concedido|dado) el divorcio|"
    r"jugement de divorce|divorce (?:a [ée]t[ée] |est )?(?:prononc[ée]|d[ée]finitif))(?![\w'-])"
)
_ME = _rx(
    r"(?<![\w'-])(?:our|my|we|i|us|наш\w*|нас|мій|мого|мене|мені|я|мой|моего|меня|мне|nasz\w*|nas|m[óo]j|mojego|mnie|mi|"
    r"ja|unser\w*|mein\w*|wir|ich|uns|mir|nuestr\w*|nos|me|yo|tengo|tenemos|notre|mon|ma|je|j|nous|moi|"
    # a diary page or a letter asked for is the writer's own day
    r"diary|journal|tagebuch\w*|pami[ęe]tnik\w*|щоденник\w*|дневник\w*|diario|journal intime)(?![\w-])"
)
_GATE = word_gate(
    "decree", "marriage", "union", "dissolved", "scheidungsurteil", "scheidungsbeschluss", "ehe", "scheidung",
    "orzek", "wyrok", "rozwód", "rozwod", "розірва", "шлюб", "розлучення", "расторг", "брак", "разводе", "divorcio",
    "divorce",
)
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|how long|how soon|when can|what happens|wenn|falls|wie lange|je[śs]li|gdyby|ile trwa|"
    r"kiedy|si|cu[áa]nto tarda|cu[áa]ndo|combien de temps|quand|якщо|скільки|коли|если|сколько|когда|their|ihre|ich "
    r"frage f[üu]r|novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|"
    r"персонаж\w*)(?![\w'-])"
)


def find_divorce_decrees(text: str) -> list[Finding]:
    """A relationship finding over the sentence of normalised `text` where the court's act ended the writer's marriage
    (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _DECREE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if not _ME.search(low, a, b) or _HEDGE.search(low, a, b):
            continue
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(low, a, b), b)]
    return []
