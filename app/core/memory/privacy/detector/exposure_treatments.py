"""Round 50 (rhealth): the writer bitten by an animal and treated against rabies - "pies sąsiada mnie ugryzł, dostałam
szczepienie przeciw wściekliźnie i antybiotyk", "a stray dog bit me and I'm getting the rabies shots", "un chien m'a
mordu, j'ai eu le vaccin antirabique", "меня укусила собака, колю прививки от бешенства".

A post-exposure course is a treatment of the writer's body the vocabulary does not read (no condition is named); set
broad-zzz122 (pets) held one and it stayed green. In the seven languages, in one message:
- the writer BITTEN: "bit me", "I was bitten", "mnie ugryzł", "hat mich gebissen", "me mordió", "m'a mordu", "мене
  вкусив", "меня укусила";
- a RABIES treatment: the vaccine, the shots, the serum or the prophylaxis against rabies ("rabies shots",
  "szczepienie przeciw wściekliźnie", "Tollwutimpfung", "vacuna antirrábica", "vaccin antirabique", "щеплення від
  сказу", "прививки от бешенства").
Green limits: a pet bitten or vaccinated ("my dog was bitten by a fox, does he need a rabies booster?" - no "me"), a
question whether one would need the shots, a hypothetical ("if a bat bites me"), a question in general.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import stop_finding

_REASON = "health information"

_RABIES = _lazy(
    r"(?<![\w'])(?:rabies (?:shots?|jabs?|vaccin\w*|injections?|immunoglobulin|treatment|course|pep)|"
    r"(?:szczepieni\w*|szczepionk\w*|surowic\w*|zastrzyk\w*) (?:przeciw|przeciwko|na|od) wściekli[zź]n\w*|"
    r"tollwut-?impf\w*|tollwut-?spritze\w*|impfung\w* gegen tollwut|tollwut-?prophylaxe|"
    r"vacunas? (?:antirrábica\w*|contra la rabia)|antirrábic\w*|"
    r"vaccins? (?:antirabique\w*|contre la rage)|antirabique\w*|"
    r"(?:щеплен\w*|вакцин\w*|уколи?|уколів) (?:від|проти) сказу|антирабічн\w*|"
    r"(?:прививк\w*|вакцин\w*|уколы?|уколов) (?:от|против) бешенства|антирабическ\w*)(?![\w'])")
# the writer as the one bitten or scratched
BITTEN = _lazy(
    r"(?<![\w'])(?:bit me|bitten me|scratched me|i (?:was|got|'ve been|have been) (?:\w+ )?(?:bitten|scratched)|"
    r"(?:ugryzł\w*|pogryzł\w*|podrapał\w*) mnie|mnie (?:\w+ )?(?:ugryzł\w*|pogryzł\w*|podrapał\w*)|"
    r"zostałe?[mś] (?:\w+ )?(?:ugryzion\w*|pogryzion\w*)|zostałam (?:\w+ )?(?:ugryzion\w*|pogryzion\w*)|"
    r"mich (?:\w+ ){0,3}?(?:gebissen|gekratzt)|ich (?:wurde|bin) (?:\w+ )?(?:gebissen|gekratzt)|"
    r"me (?:mordió|ha mordido|arañó|ha arañado)|me mordieron|"
    r"m'a (?:mordue?|griffée?)|j'ai été (?:\w+ )?(?:mordue?|griffée?)|je me suis fait mordre|"
    r"мене (?:\w+ )?(?:вкусив|вкусила|вкусило|покусав|покусала|подряпав|подряпала)|"
    r"(?:вкусив|вкусила|вкусило|покусав|покусала) мене|"
    r"меня (?:\w+ )?(?:укусил|укусила|укусило|покусал|покусала|поцарапал|поцарапала)|"
    r"(?:укусил|укусила|укусило|покусал|покусала) меня)(?![\w'])")
# a hypothetical or a question whether the shots would be needed
_NOT_DONE = _lazy(
    r"(?<![\w'])(?:if|what if|should i|do i need|would i need|wenn|falls|muss ich|brauche ich|gdyby|jeśli|jeżeli|"
    r"czy muszę|czy powinienem|czy powinnam|czy trzeba|si|debo|necesito|hace falta|dois-je|faut-il|est-ce qu'il faut|"
    r"якщо|якби|чи треба|чи потрібно|чи потрібні|если|нужно ли|надо ли|нужны ли)(?![\w'])")


def find_exposure_treatments(text: str) -> list[Finding]:
    """A health finding over normalised `text` where the writer, bitten by an animal, is treated against rabies (see
    the module's doc)."""
    low = lower_keep_length(text)
    m = _RABIES.search(low)
    if m is None:
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    if BITTEN.search(low) is None or _NOT_DONE.search(low):
        return []
    return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
