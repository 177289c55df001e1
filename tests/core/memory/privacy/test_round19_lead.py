"""Round 19, lead: three of round 19's disclosure rules read ordinary prose in public treebanks as a disclosure
(`benchmarks/privacy_public_text.py`: UD French, Polish and Ukrainian paragraphs). Tennis shots, childcare
and lovers in general are not a person's intimate life; the blows, the custody case and the lover stay red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # "frappes" is the noun (shots), not "les frappe" (hits them)
    "Elle préfère les frappes à plat depuis le fond du court, comme beaucoup de joueuses agressives.",
    # "opieka nad dzieckiem" is childcare, not a custody case
    "Babcia przejęła opiekę nad dzieckiem, kiedy mama wróciła do pracy.",
    "Opieka nad dziećmi w przedszkolu kosztuje w naszym mieście około 600 zł miesięcznie.",
    # lovers in general, in an essay
    "Шекспір написав про двох коханців з ворожих родин.",
    "У романах XIX століття доля коханців зазвичай трагічна.",
]

RED = [
    "Il la frappe quand il a bu, je ne sais pas comment l'aider.",
    "Mon ex me frappait devant les enfants.",
    "Mój były mąż walczy o opiekę nad naszym synem, rozprawa jest w marcu.",
    "Sąd przyznał mi wyłączną opiekę nad córką.",
    "Мій чоловік щовечора пише коханці, я бачила повідомлення.",
]


@pytest.mark.parametrize("text", GREEN)
def test_ordinary_prose_about_these_topics_stays_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)


@pytest.mark.parametrize("text", RED)
def test_the_disclosures_of_the_same_rules_stay_red(text: str) -> None:
    assert detect(text).label == "red"
