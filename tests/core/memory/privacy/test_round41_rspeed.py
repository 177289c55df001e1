"""Round 41, rspeed: cheaper gates, the same verdicts.

telling_treatments, implied_orientations and psychiatric_stays each gate on the union of their rules' words, and that
union opens on common chat words ("support", "sport", "report" hold "port"; "too", "think", "also"; "little" holds
"lit", "toward" holds "ward"). Their rule patterns now sit behind their own word gates too (gated_lazy.py), derived from
each compiled pattern: on such look-alikes the module still opens, but each of these patterns' gates closes - and the
verdicts stay what the patterns themselves say, gates on or off, for the red texts in seven languages, typed with and
without diacritics."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates, implied_orientations, psychiatric_stays, telling_treatments
from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
from app.core.memory.privacy.detector.verdict import detect

_GATED = {
    telling_treatments: ("_ARV", "_PORT", "_IVF", "_ABORTION", "_WEEK", "_POSITIVE"),
    implied_orientations: ("_ON_HORMONE", "_TWO_PARENTS", "_HIS_P", "_HER_P", "_PARENTS_THINK", "_APP"),
    psychiatric_stays: ("_NOT_OWN", "_PLACE", "_WARD", "_LEVELS"),
}


def _both(text: str) -> tuple[str, str]:
    gated = detect(text).label
    gates.ENABLED = False
    try:
        ungated = detect(text).label
    finally:
        gates.ENABLED = True
    return gated, ungated


def test_the_rule_patterns_have_their_own_gates():
    for module, names in _GATED.items():
        for name in names:
            pattern = getattr(module, name)
            assert isinstance(pattern, GatedLazyPattern), (module.__name__, name)
            assert isinstance(pattern._gate(), gates.Gated), (module.__name__, name)  # a gate could be derived


# (text, module): the module's union gate opens on a common word, none of its rule patterns' gates does
_LOOKALIKES = [
    ("I support my sister, it's really important to me", telling_treatments),
    ("We watched the sport report on Saturday", telling_treatments),
    ("Mam raport do napisania na sobotę", telling_treatments),
    ("Der Sport am Samstag war wichtig für uns", telling_treatments),
    ("Es importante el deporte, salimos el sábado", telling_treatments),
    ("Le rapport sur le sport est important", telling_treatments),
    ("Спорт і транспорт у місті", telling_treatments),
    ("Мой паспорт и спорт", telling_treatments),
    ("Me too, we also went there, both of us", implied_orientations),
    ("My też tam byliśmy, dwa dni", implied_orientations),
    ("Wir auch, zwei Tage lang", implied_orientations),
    ("Yo también, dos horas", implied_orientations),
    ("Moi aussi, deux heures", implied_orientations),
    ("Я теж, два дні", implied_orientations),
    ("Я тоже, два дня", implied_orientations),
    ("I walked toward the little shop", psychiatric_stays),
    ("A little bit of rain, then we went toward the lake", psychiatric_stays),
    ("We lit the candles", psychiatric_stays),
]


@pytest.mark.parametrize(("text", "module"), _LOOKALIKES)
def test_a_lookalike_opens_the_module_but_no_rule_pattern(text, module):
    gates.prepare(text)
    assert gates.opens(text, module._GATE)
    for name in _GATED[module]:
        gate = getattr(module, name)._gate()
        assert gate._closed(text), (name, text)
    assert _both(text) == ("green", "green")


_RED = [
    # treatments named instead of the condition
    "My doctor switched me to Dovato last month and I feel fine",
    "Od wczoraj biorę Biktarvy, lekarz mówi że dobrze",
    "Ich nehme jetzt Triumeq, die Viruslast ist nicht nachweisbar",
    "Tengo la cita en la clínica para la segunda pastilla mañana",
    "On m'a posé la chambre implantable mardi, je commence jeudi",
    "Мені поставили порт-систему, завтра перша хіміо",
    "Я принимаю долутегравир уже год",
    "I tested positive for chlamydia and need to tell my partner",
    # hormones of transition
    "Been on estrogen for eight months now and I finally feel like me",
    "Od pół roku jestem na estrogenie i czuję się lepiej",
    "od pol roku jestem na estrogenie",
    "Seit dem Östrogen fühle ich mich wohl in meinem Körper",
    "Llevo seis meses con estrógenos y me siento bien",
    "Llevo seis meses con estrogenos y me siento bien",
    "Depuis quatre mois sous œstrogènes, je me sens enfin moi",
    "Вже пів року на естрогені, і мені краще",
    "Полгода на тестостероне, голос уже ниже",
    # the same gender said beside the partner, the parents' cover
    "Mon copain et moi, on est deux mecs, moi meme je suis un mec",
    "Estoy con mi novia y yo tambien soy chica",
    "Rodzice mysla, ze Ola to moja kolezanka z akademika, a jestesmy razem od trzech lat",
    "Meine Eltern glauben, ich bin beim Schach, aber es ist die queere Jugendgruppe",
    # a psychiatric stay
    "I spent a month on a psychiatric ward last spring",
    "W zeszłym roku leżałem na oddziale psychiatrycznym",
    "lezalem na oddziale psychiatrycznym w zeszlym roku",
    "Ich war drei Wochen in der Psychiatrie, geschlossene Station",
    "Estuve en la planta de psiquiatría dos semanas",
    "J'ai passé deux semaines à l'hôpital psychiatrique",
    "Я две недели лежал в психиатрической больнице",
]


@pytest.mark.parametrize("text", _RED)
def test_the_red_texts_stay_red_gates_on_and_off(text):
    assert _both(text) == ("red", "red")
    gates.prepare(text)  # and at least one rule pattern's own gate lets its text through
    assert any(not getattr(m, n)._gate()._closed(text) for m, names in _GATED.items() for n in names), text
