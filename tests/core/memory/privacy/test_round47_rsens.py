"""Round 47, rsens: the sensitive disclosures the newest development sets (broad-zzz96..zzz110) still missed, by family -
the cover story told for a partner's blow (covered_blows.py), a partner taking the writer's passport or reading the
writer's correspondence (partner_control.py), a psychiatric or chronic-disease medicine the writer takes by its name
(taken_drugs.py's NAMED), a stay at a psycho-neurological dispensary (psychiatric_stays.py), an addiction told by a French
service or a cure (addiction_care.py), gambling losses on a game's paid chance or a whole budget (gaming_losses.py), the ex telling the court the writer
cannot have the children (ex_disputes.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (someone else's story, a film, a fall that was a fall, a partner fetching the writer)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# covered_blows.py
COVER_RED = [
    "at a&e i told them i tripped on the stairs but it was my boyfriend who pushed me",
    "i told the doctor i walked into a door. it was my husband",
    "told the nurse i fell off my bike, really it was my partner",
    "na sorze powiedzialam ze sie przewrocilam, a to byl moj chlopak",
    "ich hab dem arzt gesagt ich bin gestürzt, aber es war mein mann",
    "beim hausarzt hab ich gesagt ich sei ausgerutscht, in wahrheit war es mein exfreund",
    "le dije al medico que me cai por la escalera pero fue mi marido",
    "en el centro de salud dije que me golpee con la puerta, en realidad fue mi novio",
    "j'ai dit au medecin que j'etais tombee dans l'escalier, mais c'est mon copain",
    "aux urgences j'ai raconte que je m'etais cognee, en vrai c'etait mon conjoint",
    "лікарю сказала, що впала зі сходів, але це був чоловік",
    "у травмпункті я сказала що вдарилася об двері, насправді це хлопець",
    "врачу сказала что ударилась о дверь, на самом деле это муж",
    "в больнице я сказала, что упала, но это был мой парень",
]
COVER_NOT_RED = [
    "i told the doctor i fell off my bike, which is true, it was icy",
    "she told the doctor she fell down the stairs but it was her husband, in the novel",
    "in the film she says she fell but it was her husband",
    "how do i tell if a friend says she fell but it was really her partner",
    "I told the doctor I fell, is that enough for the insurance form?",
    "what do i say at a&e if i fell down the stairs",
]
# partner_control.py (round 47): the act done, correspondence read
CONTROL_RED = [
    "чоловік забрав мої документи і сховав, каже що я нікуди не поїду",
    "парень забрал мой паспорт",
    "my boyfriend took my passport and won't give it back",
    "mein freund hat mir den pass weggenommen",
    "mi novio me quitó el pasaporte",
    "mon copain m'a pris mon passeport et ne veut pas me le rendre",
    "парень читает мою переписку и не отпускает меня одну",
    "moj maz czyta cala moja korespondencje",
]
CONTROL_NOT_RED = [
    "my husband took my car to the garage",
    "chłopak zabrał mi ładowarkę do pracy",
    "муж забрал детей из садика",
    "хлопець забрав мене з роботи",
    "мой парень забрал меня с вокзала",
    "mi marido me quito el miedo a volar",
]

# taken_drugs.py: NAMED
NAMED_DRUG_RED = [
    "i've been on clozapine since 2019 and the bloods are every month",
    "i take quetiapine every night, can i drink coffee?",
    "od dwoch lat jestem na licie i ciagle chce mi sie pic",
    "biore kwetiapine 100 na noc, czy moge pic piwo?",
    "ich nehme seit zwei jahren lithium, darf ich sport machen?",
    "tomo litio desde hace tres años",
    "je prends du lithium depuis 5 ans, est-ce que je peux boire?",
    "п'ю кветіапін 200 на ніч, можна мені нурофен?",
    "я на клозапине третий год, анализы каждый месяц",
    "пью кветиапин на ночь, можно ли мне кофе?",
    "п'ю еутирокс 75 щоранку, чи можна мені грейпфрутовий сік?",
]
NAMED_DRUG_NOT_RED = [
    "can you drink coffee on quetiapine?",
    "is lithium safe in pregnancy?",
    "my patient takes clozapine, how often bloods?",
    "what is quetiapine used for",
    "should i take sertraline or escitalopram?",
    "czy można pić alkohol biorąc kwetiapinę?",
    "wie wirkt lithium?",
    "para que sirve la quetiapina",
    "le lithium est-il dangereux pour les reins ?",
    "що таке кветіапін",
    "in the novel the hero is on clozapine",
]

# psychiatric_stays.py, addiction_care.py (round 47)
CARE_RED = [
    "в прошлом году меня положили в пнд на месяц после срыва",
    "я состою на учете в пнд с 2015 года",
    "je suis suivie au csapa pour l'alcool",
    "je suis suivie pour mon addiction au cannabis depuis l'ete",
    "je pars en cure pour l'alcool lundi, trois semaines",
    "я на реабілітації від алкоголю другий тиждень",
]
CARE_NOT_RED = [
    "я иду в пнд за справкой для прав",
    "мне нужна справка из пнд для работы",
    "est-ce que le csapa est gratuit ?",
    "la cure pour l'alcool dure combien de temps ?",
]
# gaming_losses.py
GAMING_RED = [
    "lost my entire savings on betting apps over the summer",
    "we lost about 2k at the casino in vegas and my wife is furious",
    "w tym roku straciłem 4 tys. zł na zakładach",
    "spent 600 quid on fifa packs this month and i can't pay rent",
    "przegralam na case'ach w csie 2 tys zl w miesiac",
    "wydałem 3 tys. na skrzynki w csie",
    "me he gastado 600 euros en sobres de fut y no se lo he dicho a nadie",
    "j'ai claqué tout mon salaire en packs fut",
    "я злила всю стипендію на кейси",
    "потратил всю зарплату на кейсы в кс",
]
GAMING_NOT_RED = [
    "i spent 20 on packs of crisps",
    "wydałam 50 zł na paczki dla rodziny",
    "потратила 500 грн на пакеты",
    "he lost all his savings at the casino in the movie",
    "i never lost anything at the casino",
    "gasté 3 euros en sobres y sellos",
    "how much money do people lose on loot boxes",
    "we spent 200 at the casino on our anniversary, great night",
    "how do loot boxes work in fifa",
    "скільки люди програють у казино",
    "our team lost 3 games in a row at the poker tournament",
    "the app lost 30% of its users to betting sites",
]

# ex_disputes.py (round 47)
CUSTODY_RED = [
    "mi exmujer le dijo al juez que por mis turnos de noche no puedo quedarme con los niños",
    "mon ex a dit au juge que je bois trop pour avoir ma fille le week-end",
    "колишній чоловік сказав у суді, що я не можу забирати сина бо працюю вночі",
    "бывшая жена говорит в суде что я не могу забирать сына",
    "moj byly maz twierdzi w sadzie ze nie moge zabierac corki na wakacje",
    "była żona mówi, że sąd ograniczył mi prawa do syna",
]
CUSTODY_NOT_RED = [
    "how do judges decide custody when parents work shifts?",
    "in the show his ex tells the judge he can't have the kids",
    "my ex works in court and has two kids with her new husband",
    "my ex is a judge, her kids go to my school",
]


@pytest.mark.parametrize("text", COVER_RED + CONTROL_RED + NAMED_DRUG_RED + CARE_RED + GAMING_RED + CUSTODY_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", COVER_NOT_RED + CONTROL_NOT_RED + NAMED_DRUG_NOT_RED + CARE_NOT_RED + GAMING_NOT_RED
                         + CUSTODY_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
