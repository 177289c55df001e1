"""Round 30 (rdisc): three mechanisms behind the fresh disclosure misses of broad-zzz21..zzz25, closed in general.
Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru.

- debt_procedures.py: an insolvency procedure named by its legal name, or arrears named by what is owed, when the
  clause has an owner - the writer (a pronoun, a first-person verb, a Ukrainian or Russian clause opening with a verb
  whose subject is dropped, a possessive right before the name) or a relative; a topic question stays green.
- self_identities.py: a faith or a minority stated with a first-person copula, particles between ("übrigens",
  "przecież", "d'ailleurs", "вообще-то"), the apostrophe dropped ("im"), nouns the lists lacked (Chechen, Ingush).
- hurried_forms.py: umlauts typed as two letters, a run-on question without a comma, the Spanish progressive with a
  glued pronoun, the French "en train de", and gambling addiction in six languages.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_DEBT: list[str] = [
    "Подала на банкрутство фізичної особи, чи заберуть машину?",
    "Оголосили банкрутство ще в березні, тепер не дають кредитів",
    "Прохожу процедуру банкротства, можно ли мне выезжать за границу?",
    "мой муж подал на банкротство в прошлом году",
    "маємо заборгованість за опалення вже четвертий місяць",
    "маю борги за квартиру, що робити",
    "задолженность за коммуналку у нас уже 40 тысяч",
    "estamos en la ley de segunda oportunidad desde el verano",
    "Mi padre se acogió al concurso de acreedores de persona física",
    "tenemos tres recibos de la comunidad sin pagar",
    "on a des impayés de loyer depuis février",
    "ma mère a des arriérés de loyer, le bailleur menace",
    "we owe four months of council tax and they sent a summons",
    "my sister is in arrears with her rent again",
    "mamy zaległości w opłatach za mieszkanie od lutego",
    "Mein Bruder hat Mietrückstände von fast 3000 Euro",
]
GREEN_DEBT: list[str] = [
    "How does a debt relief order differ from bankruptcy?",
    "Jak wygląda upadłość konsumencka krok po kroku?",
    "Was kostet ein Verbraucherinsolvenzverfahren ungefähr?",
    "¿Quién puede acogerse a la ley de segunda oportunidad?",
    "Qui peut déposer un dossier de surendettement ?",
    "Хто може подати на банкрутство фізичної особи?",
    "Как проходит банкротство физлица?",
    "We have no arrears on the rent, the landlord confirmed it",
    "nie mamy żadnych zaległości w czynszu",
    "Our landlord says rent arrears are rising across the city",
    "Tengo que pagar el IVA del trimestre",
    "I'm reading chapter 7 of my book tonight",
    "Ma boîte a fait faillite l'an dernier",
    "I have no debts at all, what is a trust deed in Scotland?",
    "Nie mam długów, ale czym jest upadłość konsumencka?",
    "Ich habe gar keine Schulden, was ist eine Restschuldbefreiung?",
    "У нас немає боргів, що таке банкрутство фізичної особи?",
    # (lead, merge of round 30) debts only guessed at
    "Possibly we still owe two months of council tax from the old flat, I never checked.",
    "Vielleicht habe ich noch Mietschulden aus der alten Wohnung, ich weiß es nicht genau.",
    "A lo mejor tengo deudas de la comunidad del piso viejo, no lo he mirado.",
    "Здається, у нас є борг за світло ще з минулого року, треба перевірити.",
]

RED_IDENTITY: list[str] = [
    "я чеченка, и меня постоянно проверяют на улице",
    "Я інгуш за національністю, чи можуть відмовити у візі?",
    "ich bin übrigens Muslimin, also bitte kein Schweinefleisch",
    "ich bin ja auch Tschetschene, meine Eltern kamen 2003",
    "im jewish so no meetings on saturday pls",
    "im sikh and wear a turban at work",
    "jestem przecież Żydówką, nie jem wieprzowiny",
    "jestem Czeczenem i szukam pracy w Warszawie",
    "soy en realidad gitana, pero nadie en la oficina lo sabe",
    "je suis d'ailleurs musulmane et je fais le ramadan",
    "je suis tchétchène, mes papiers sont en cours",
    "я вообще-то еврей, поэтому в субботу не работаю",
]
GREEN_IDENTITY: list[str] = [
    "I'm not Sikh, I just like the food at the gurdwara",
    "nie jestem Romką, tylko opalona po urlopie",
    "ich bin keine Tschetschenin, nur die Nachbarin",
    "Chechens are often asked about their surnames, why is that?",
    "Les Tchétchènes ont une longue histoire dans le Caucase.",
    "im Islam ist Alkohol verboten, oder?",
    "ich wohne neben dem Roma-Viertel",
    "Я чеченский ресторан в центре нашла, вкусно",
]

RED_HURRIED: list[str] = [
    "hab eine affaere mit meiner kollegin meine frau ahnt nichts",
    "mein mann schlaegt mich wenn er getrunken hat",
    "im a paid member of the green party should i put that on my cv",
    "estamos divorciándonos después de doce años",
    "nous sommes en train de divorcer, l'audience est en mars",
    "on est en train de se séparer après dix ans",
    "je suis accro aux paris sportifs, j'ai perdu 2 000 €",
    "im addicted to betting and i lost my savings",
    "jestem uzależniona od hazardu, mąż nie wie",
    "bin seit jahren spielsüchtig",
    "soy adicto a las tragaperras desde los veinte",
    "я залежний від ставок, програв зарплату",
    "я игроман, проиграл всё",
]
GREEN_HURRIED: list[str] = [
    "die aerzte sagen das wetter wird schoen",
    "mein mann und ich streiten oft ueber den urlaub",
    "the green party should i vote for them or not",
    "estamos preparándonos para la boda",
    "nous sommes en train de déménager à Lyon",
    "les jeux d'argent sont-ils addictifs ?",
    "I'm writing a story about a gambling addict",
    "je suis curieux, les casinos sont-ils légaux en ligne ?",
]


@pytest.mark.parametrize("text", RED_DEBT + RED_IDENTITY + RED_HURRIED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN_DEBT + GREEN_IDENTITY + GREEN_HURRIED)
def test_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)


def test_kinds() -> None:
    assert detect("Подала на банкрутство фізичної особи").findings[0].kind.value == "finance"
    assert detect("я чеченка").findings[0].kind.value == "ethnicity"
    assert detect("im jewish lol").findings[0].kind.value == "beliefs"
    assert detect("je suis accro au jeu").findings[0].kind.value == "health"
