"""The writer's part in a role-play they set up: "Let's role-play: you're a grumpy Victorian innkeeper and I'm a
traveller asking for a room", "Rollenspiel: du bist Zollbeamter und ich bin ein Schmuggler", "Juego de rol: tú eres
la jueza y yo soy un acusado", "Jeu de rôle : tu es le médecin de bord et je suis un marin malade", "Zagrajmy: ty
jesteś strażnikiem, a ja jestem pielgrzymem", "Зіграймо: ти митник, а я контрабандист", "Сыграем: ты трактирщик, а я
странник" (round 43, rfalse; set broad-zzz89).

The disclosure vocabulary reads "I'm a traveller" as an Irish Traveller, "I'm a sick sailor" as the writer's illness,
"I'm a monk" as a faith. In a role-play the writer hands out the parts: the assistant's ("you're", "du bist", "tú
eres", "tu es", "ty jesteś", "ти", "ты") and their own ("I'm", "ich bin", "yo soy", "je suis", "jestem", "я"); the
writer's "I am" there is the part, not the writer. The frame: a role-play word (role-play, Rollenspiel, juego de rol,
jeu de rôle, zagrajmy / odegraj, зіграй / рольова гра, сыграй / ролевая игра, or "pretend you're", "stell dir vor, du
bist", "finge que eres", "imagine que tu es", "udawaj, że jesteś", "уяви, що ти", "представь, что ты") and, in the
finding's own sentence, the assistant's part and the writer's.

Red limits: a part-giving that is really the writer's life - a relative or someone close named as theirs, the writer's
home, "real", "really", "actually", "based on" (story_homes.py's `REAL`), or the assistant's part given as someone of
the writer's life ("you're my boss", "eres mi médico", "ты мой психолог"): a rehearsal of a real talk, where "I'm a
nurse with depression" is the writer. The writer's part must be a role named after "I am" ("I'm a ...", "ich bin ein",
"soy un", "je suis un", "jestem ...em", "а я ..."), never a bare "I". A disclosure outside the part-giving sentence
stays.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds
from app.core.memory.privacy.detector.story_homes import REAL

__all__ = ["drop_role_parts", "may_role_play"]

# every cue below holds one of these
_GATE = word_gate("role", "rollenspiel", "rol", "rôle", "pretend", "stell dir", "tu so", "finge", "imagin", "zagraj",
                  "odegraj", "odgrywa", "udawaj", "wciel", "рольов", "зіграй", "зіграймо", "уяви", "вдавай", "ролев",
                  "сыграй", "сыграем", "представь", "притворись", "jouons", "joue", "juguemos", "jugamos", "spielen wir")


def _folded(source: str) -> str:
    return "(?i)" + fold_letters(source, True)


# a role-play set up (lower or any case; folded: "role", "rôle", "zagrajmy", "сыграем")
_CUE = LazyPattern(
    r"(?<![\w'])(?:role[- ]?play\w*|roleplay\w*|rollenspiel\w*|juego de rol|juego de roles|hagamos (?:un )?rol|"
    r"juguemos a (?:que|un)|jeu de rôle|jeux de rôle|jouons (?:à|a) un jeu|jdr|gr\w* fabularn\w*|odgrywani\w* ról|"
    r"zagrajmy|zagraj|odegraj\w*|odegrajmy|wciel się|рольов\w* гр\w*|зіграй\w*|зіграймо|ролев\w* игр\w*|сыграй\w*|"
    r"сыграем|(?:let's |let us )?pretend|stell dir vor|tu so, als|finge que|imagina que|imagine que|fais comme si|"
    r"udawaj|уяви,? що|вдавай|представь,? что|притворись)(?![\w'])",
    _folded)
# the assistant's part ("you're", "du bist", "tú eres", "tu es", "ty jesteś", "ти", "ты")
_YOU = LazyPattern(
    r"(?<![\w'])(?:you're|you are|you play|you'll be|youre|du bist|du spielst|spielst du|tú eres|tu eres|eres|haz de|"
    r"serás|tu es|tu joues|tu seras|t'es|ty jesteś|jesteś|grasz|będziesz|ти|ты)(?![\w'])",
    _folded)
# the writer's part, a role named after "I am" ("I'm a traveller", "ich bin ein Schmuggler", "soy un acusado", "je suis
# un marin", "jestem pielgrzymem", "а я контрабандист"): not a bare "I" of the writer's own sentence
_I = LazyPattern(
    r"(?<![\w'])(?:(?:i'm|i am|im|i'll be|i will be) (?:a|an|the)|i play|ich bin (?:ein|eine|der|die)|ich spiele|"
    r"(?:yo )?soy (?:un|una|el|la)|yo seré|seré (?:un|una|el|la)|je suis (?:un|une|le|la|l')|je joue|je serai|"
    r"(?:a )?ja jestem|jestem \w+(?:em|ą|iem)|(?:a )?ja będę|ja gram|(?:а|a) я (?:буду|граю|играю|[—-]|\w+(?=[,.!?]|$))|"
    r"я буду|я граю|я играю)(?![\w'])",
    _folded)
# the assistant's part given as someone of the writer's life ("you're my boss", "du bist mein Vermieter", "eres mi
# madre", "tu es mon médecin", "jesteś moim szefem", "ти мій лікар", "ты мой начальник"): a rehearsal of a real talk
_YOURS = LazyPattern(
    r"(?<![\w'])(?:you're|you are|you play|youre|du bist|du spielst|tú eres|tu eres|eres|tu es|tu joues|ty jesteś|"
    r"jesteś|ти|ты)\s+(?:(?:like|wie|como|comme|jak|як|как)\s+)?(?:my|mein\w*|mi|mis|mon|ma|mes|moj\w*|mój|мій|моя|мо[єеё]\w*|"
    r"мой|мои)(?![\w'])",
    _folded)


def may_role_play(t: str) -> bool:
    """The cheap test: a role-play's word in `t` (as gates.prepare saw it)."""
    return opens(t, _GATE)


def drop_role_parts(t: str, told: list[Finding]) -> list[Finding]:
    """`told` without the findings whose sentence gives out the parts of a role-play the message sets up."""
    if _CUE.search(t) is None or REAL.search(t) is not None or _YOURS.search(t) is not None:
        return told
    kept = []
    for f in told:
        lo, hi = sentence_bounds(t, f.start)
        lo, hi = min(lo, f.start), max(hi, f.end)
        you = _YOU.search(t, lo, hi)
        if you is not None and _I.search(t, lo, hi) is not None:
            continue  # the writer's part in the role-play, not the writer
        kept.append(f)
    return kept
