"""What a book, a film, a series, a game or a play is about, and what the writer wants left out of one, is nobody's
disclosure (round 27, rlong: false red on long benign messages).

Long requests for a recommendation or help with a story say in passing what the work holds: "I don't want anything
with zombies or constant violence", "Nie chcę nic o przemocy ani o wojnie", "etwas ohne Gewalt und ohne Drogen",
"Właśnie skończyłam serial o rozwodzie pary aktorów", "a thriller about an affair", "J'ai lu trois romans de Simenon"
(French "romans" are novels, Polish "romans" an affair; Ukrainian and Russian "роман" are both). The disclosure rules
read the sensitive word in a sentence that has the writer in it ("I", "skończyłam", "je") and call it the writer's life.

Here, in a message that speaks of a work or asks for one (a work's noun - book, novel, film, series, game, play,
story, documentary - or a request for a recommendation), these slots are masked and the rules run again:
- the topic after a work's noun: "a series about a divorce", "ein Roman über eine Affäre", "una novela sobre ...";
- what the writer wants or does not want in one: "anything with ...", "nothing about ...", "without ...", "nic o ...",
  "ohne ...", "nada de ...", "pas de ...", "sans ...", "без ...", "нічого про ...";
- the word for a novel itself ("romans", "роман") after a verb of reading or a determiner.
A finding stays when the rules find it again without the slot (the sentence says it in other words).
Green limits: a slot holding the writer or their family ("a book about my own depression", "o moim rozwodzie") is not
masked; only the slot's clause is masked (up to a comma, a stop or a conjunction, at most six words), so "I'm reading
a book about grief because my wife died" stays red.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated

# a work, or a request for one (lower-cased text; with and without diacritics)
_WORK = (
    r"book|books|novel|novels|film|films|movie|movies|series|show|shows|tv show|game|games|board game|play|story|stories|"
    r"short story|documentary|podcast|thriller|thrillers|comedy|drama|horror|audiobook|manga|anime|"
    r"książk\w*|powieś\w*|film\w*|serial\w*|gr[aęy]|gier|planszów\w*|opowiadani\w*|sztuk[aęi]|dokument\w*|kryminał\w*|"
    r"horror\w*|komedi\w*|audiobook\w*|"
    r"buch|bücher|büchern|roman|romane|romanen|film|filme|filmen|serie|serien|spiel|spiele|brettspiel\w*|geschichte|"
    r"theaterstück\w*|doku\w*|krimi\w*|hörbuch\w*|filmabend|"
    r"libro|libros|novela|novelas|película|películas|serie|series|juego|juegos|obra|cuento|cuentos|documental\w*|"
    r"livre|livres|roman|romans|film|films|série|séries|jeu|jeux|pièce|histoire|nouvelle|documentaire\w*|polar|polars|"
    r"книг\w*|книжк\w*|роман\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|гр[аиуі]|ігр\w*|игр\w*|п'єс\w*|пьес\w*|"
    r"оповідан\w*|рассказ\w*|документал\w*|детектив\w*"
)
_ASK = (
    r"recommend\w*|suggest\w*|pol(?:ecisz|ećcie|eć|ecasz|ecacie|ecić)|zaproponuj\w*|empfiehl\w*|empfehl\w*|vorschl\w*|"
    r"recomiend\w*|recomend\w*|sugier\w*|sugerenc\w*|recommand\w*|conseill\w*|suggér\w*|порад\w*|пораджу|рекоменд\w*|"
    r"посовет\w*|запропону\w*|предлож\w*"
)
# reading a text: "Czytam wyrok sądu ..., który jest dostępny w publicznym portalu", "I'm reading a memoir of ..."
_READ = (r"read|reading|reread|czytam|czytałe?a?m|przeczytałe?a?m|czytamy|lese|gelesen|leo|leí|leyendo|lis|lu|relu|lisais|"
         r"читаю|читала?|прочитала?|дочитала?|перечитала?")
# (round 38) a plot given under its label: "Plot: Ein Bäcker ist pleite, der Gerichtsvollzieher ...", "Intrigue : un
# boulanger fait faillite ...", "Сюжет: ...": the line after the label is the story's, not the writer's life
_PLOT_LABEL = (r"plot|synopsis|premise|logline|storyline|fabuła|streszczenie|zarys fabuły|handlung|inhalt|prämisse|"
               r"trama|argumento|sinopsis|premisa|intrigue|synopsis|pitch|сюжет|синопсис|фабула")
_CONTEXT = gated(re.compile(fold_letters(r"(?<!\w)(?:" + _WORK + "|" + _ASK + "|" + _READ + "|" + _PLOT_LABEL + r")(?!\w)",
                                         True)))
_PLOT = re.compile(fold_letters(r"(?:^|\n)[ \t*#>-]*(?:" + _PLOT_LABEL + r")[ \t*]*:[ \t]*([^\n]+)", True))

# the writer or their family inside the slot: then it is theirs ("a book about my depression")
_MINE = re.compile(fold_letters(
    r"(?<![\w'])(?:i'm|i've|i'd|my|me|mine|myself|our|mój|moja|moje|mojego|mojej|moim|moją|mnie|nasz\w*|mein\w*|mich|mir|"
    r"unser\w*|mi|mis|mío|mía|nuestr\w*|mon|ma|mes|moi|notre|nos|мій|моя|моє|мої|мого|моєї|мене|мені|наш\w*|мой|"
    r"моё|мое|мои|моего|моей|меня|мне)(?![\w'])", True))

# the slot's opener: a topic after a work's noun, or a wish for or against a content
_ABOUT = r"(?:about|on|with|featuring|o|na temat|über|mit|von|sobre|con|de|sur|avec|про|о|об|з|із|с)"
_WITHOUT = r"(?:without|no more|bez|ohne|kein\w*|sin|nada de|sans|pas de|plus de|без|жодн\w*|никак\w*)"
_WANT = (r"(?:anything|something|nothing|nic|coś|niczego|czegoś|nichts|etwas|was|nada|algo|rien|quelque chose|"
         r"нічого|щось|ничего|что-то|что-нибудь)")
# (a list of contents runs on over "and", "or", "ani": "zombies or constant violence"; a clause of the writer's own after
# "and" is kept by _MINE; a reason or a contrast ends the slot)
_SLOT_BODY = (r"(?:\s+(?!(?:but|because|since|when|while|so|aber|weil|denn|wenn|als|pero|porque|cuando|mais|parce|car|"
              r"quand|ale|bo|ponieważ|kiedy|gdy|але|бо|коли|тому|но|потому|когда)(?!\w))[^\s,.;:!?()«»\"“”]+){1,6}")
# (the topic slot's work nouns: not the novel's homographs - "у меня роман с коллегой", "U menja roman s ..." is an
# affair; _NOVEL reads those)
_WORK_TOPIC = re.sub(r"\|(?:roman|romans|роман\\w\*)(?=\|)", "", _WORK)
_SLOTS = gated(re.compile(fold_letters(
    r"(?<!\w)(?:(?:" + _WORK_TOPIC + r")(?:\s+[^\s,.;:!?]+){0,3}?\s+" + _ABOUT + r"|(?:i'm|i am|ich|je|estoy|)\s*(?:" + _READ + r")|" + _WANT + r"\s+" + _ABOUT + r"|"
    + _WANT + r"\s+" + _WITHOUT + r"|" + _WITHOUT + r")(?!\w)" + _SLOT_BODY, True)))
# the word for a novel itself, read or named with a determiner ("j'ai lu trois romans", "czytam romans", "des romans")
_NOVEL = gated(re.compile(fold_letters(
    r"(?<!\w)(?:des|les|mes|ces|ses|un|le|du|ce|deux|trois|quatre|plusieurs|quelques|lu|relu|lis|lire|czytam|czytałe?a?m|"
    r"przeczytałe?a?m|czytać|czyta|ten|jeden|dobry|читаю|прочитала?|дочитала?|читала?|перечитала?)\s+"
    r"(?:\w+\s+)?(roman|romans|романи?|романы?)(?!\w)", True)))


# a reason of the writer's own right after the slot: "a book about grief because my wife died" is told, not read
_REASON = re.compile(fold_letters(
    r"\s*,?\s*(?:because|since|as|weil|denn|da|porque|ya que|parce que|parce qu'|car|puisque|bo|ponieważ|gdyż|бо|тому що|"
    r"оскільки|потому что|так как)(?!\w)", True))
# "and" inside a slot: a list of contents ("violence and drugs") or a clause of the writer's own that follows
_AND = re.compile(r"(?<!\w)(?:and|or|und|oder|y|et|ou|i|oraz|lub|albo|ani|і|й|та|або|и|или)(?!\w)")


def _slots(low: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    while (m := _SLOTS.search(low, pos)) is not None:
        pos = m.start() + 1  # (slots may overlap: "Filmabend mit meiner Schwester ... etwas ohne Gewalt")
        start, end = m.span()
        mine = _MINE.search(low, start, end)
        if mine is not None:
            cut = [a.start() for a in _AND.finditer(low, start, mine.start())]
            if not cut:
                continue  # "about my own depression": the writer's own
            end = cut[-1]  # "o rozwodzie pary aktorów i bardzo mi się podobał": up to the "i"
        stop = _END.search(low, end)
        rest = low[end:stop.start() if stop else len(low)]
        if _REASON.match(low, end) is not None and _MINE.search(rest):
            continue
        # (round 33) the topic's relative clause is the topic too: "opowiadanie o kobiecie, która ucieka od
        # przemocowego męża", "a story about a woman who escapes her abusive husband"
        rel = _RELATIVE.match(low, end)
        if rel is not None and not _MINE.search(rest) and len(rest.split()) <= 12:
            end += len(rest)
        spans.append((start, end))
        pos = end
    spans += [m.span(1) for m in _NOVEL.finditer(low)]
    # a plot's line, unless it is the writer's own ("Plot: my wife left me and ...")
    spans += [m.span(1) for m in _PLOT.finditer(low) if not _MINE.search(low, *m.span(1))]
    return spans


_END = re.compile(r"[.!?\n]")
# a relative clause opening right after a slot (lower-cased): "..., która ucieka od ...", "who escapes ..."
_RELATIVE = re.compile(r",?\s*(?:who|which|that|whose|któr\w+|kto|der|die|das|dessen|deren|que|quien|quienes|cuyo|cuya|qui|"
                       r"dont|lequel|laquelle|який|яка|яке|які|якого|якій|котр\w+|который|которая|которое|которые|"
                       r"которого|которой)(?!\w)")


def drop_work_contents(text: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the findings that only what a work holds (or should not hold) made (see the doc)."""
    low = text.lower()
    if len(low) != len(text) or not _CONTEXT.search(low):
        return told
    spans = _slots(low)
    if not spans:
        return told
    hit = [f for f in told if any(s < f.end and f.start < e for s, e in spans)]
    if not hit:
        return told
    chars = list(text)
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    again = find("".join(chars))
    return [f for f in told if f not in hit
            or any(g.kind is f.kind and g.start < f.end and f.start < g.end for g in again)]
