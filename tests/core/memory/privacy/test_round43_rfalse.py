"""Round 43, rfalse: false reds on green and yellow lines of the sets opened this morning (broad-zzz86..89), fixed as
mechanisms in all seven languages. All sentences are written for these tests (none is copied from the data files); the
numbers in them are generated (valid checksums, so the value rules read them as real).

- story_values.py: an invented account, card or document number in the writer's story, thriller, scene or role-play is
  green; the writer's own value put into the story ("my real IBAN", "mój PESEL", "мой ИНН") stays red.
- public_figures.py: a person who spoke publicly of an illness, or whose books, lectures or life story the message asks
  about with no word of the writer's, is a public person.
- role_parts.py: the parts a role-play hands out ("you're an innkeeper and I'm a traveller") are roles, not the writer;
  a part given as someone of the writer's life ("you're my boss") keeps the rehearsal red.
- vocab/notes.py: a flatmate who starts a new clause is no partner taken for a flatmate.
- hearsay.py: a rumour its teller doubts ("nadie sabe nada seguro", "no idea if it's true", "чи правда") is uncertain.
- failed_checks.py: "fails the modulus 11 check" names a check.
- institutions.py: care homes and hospices publish their tax numbers.
- compound_orders.py: a value after a German order compound ("Schulbuchbestellung Nr. ...") is a shop's reference.
- mockup_persons.py: the fillers' names in a letter's cases ("от Иванова Ивана Ивановича", "od Jana Kowalskiego").
"""
from __future__ import annotations

import unicodedata

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

STORY_NOT_RED = [
    'In my novel the spy wires the money to DE37 0427 5179 7908 6959 86. Make the transfer scene tense.',
    'For my thriller, write the ransom demand: pay into GB62 NWBK 6201 1621 2872 69 by midnight.',
    'my protagonist pays with a stolen card 4518 7475 6101 3635 and the cashier gets suspicious, write it',
    'In meinem Krimi überweist der Erpresser das Geld auf DE37 0427 5179 7908 6959 86. Schreib die Szene.',
    'Meine Hauptfigur zeigt eine gefälschte Kreditkarte 4518 7475 6101 3635 vor, schreib den Dialog.',
    'En mi novela la villana guarda el botín en la cuenta ES43 9152 1294 1867 9020 1120. Escribe el capítulo.',
    'Mi personaje usa el DNI 61509740N para alquilar un coche, escribe la escena.',
    'Dans mon roman, le maître chanteur exige un virement sur FR62 8492 6109 0202 4418 9190 197. Écris la lettre.',
    'Mon personnage présente la carte 5396 4996 5650 2825 au guichet, écris la scène.',
    'W moim kryminale porywacz żąda okupu na konto PL81 5587 2215 0945 2918 1475 6076. Napisz list.',
    'Moja bohaterka ma fałszywy PESEL 87041230342 i urzędniczka to zauważa. Napisz scenę.',
    'moja bohaterka podaje pesel 90110335338, a urzednik cos podejrzewa, napisz dialog',
    'У моєму романі шантажист вимагає переказ на рахунок PL81 5587 2215 0945 2918 1475 6076. Напиши лист.',
    'Мій персонаж показує картку 4518 7475 6101 3635 касирці, напиши сцену.',
    'В моём рассказе мошенник называет ИНН 776307801005, напиши диалог с налоговой.',
    'Мой герой предъявляет паспорт и ИНН 776307801005, инспектор что-то подозревает. Напиши сцену.',
    "Let's role-play: you are a bank teller and I'm a robber who wants cash from account GB62 NWBK 6201 1621 2872 69.",
]
STORY_RED = [
    'In my novel the hero uses my real IBAN DE37 0427 5179 7908 6959 86, is that ok?',
    'Put my IBAN DE37 0427 5179 7908 6959 86 in the story so the reader can donate.',
    'my character uses my pesel 87041230342 in the scene, write it',
    'In meinem Krimi soll die Figur meine echte Kreditkarte 4518 7475 6101 3635 benutzen.',
    'En mi novela el protagonista usa mi DNI 61509740N, escribe la escena.',
    'Dans mon roman le héros paie avec ma carte 5396 4996 5650 2825, écris la scène.',
    'W mojej powieści bohater podaje mój PESEL 90110335338, napisz to.',
    'Мій персонаж використовує мій ІПН 776307801005, напиши сцену.',
    'В моём рассказе герой называет мой ИНН 776307801005, напиши.',
    'Для моего романа: вот настоящий номер карты 4518 7475 6101 3635, вставь его.',
    'My story is about my mum; her card 4518 7475 6101 3635 was stolen last week.',
    "My son's PESEL is 87041230342, and I want a bedtime story about his name.",
    'Please send the rent to DE37 0427 5179 7908 6959 86 by Friday.',
    'Mi DNI es 61509740N, ¿me ayudas con el formulario?',
]

PUBLIC_NOT_RED = [
    "Terry Pratchett talked publicly about his Alzheimer's — which of his lectures is the best known one?",
    'Walter Jens hatte Demenz – gibt es ein Buch seines Sohnes darüber?',
    'Stephen Fry has spoken publicly about his bipolar disorder, which documentary is it in?',
    'Robin Williams had Lewy body dementia – is there a good biography of him or a film by his widow?',
    "Michael J. Fox has Parkinson's; which of his memoirs should I start with?",
    'Robert Enke litt an Depressionen. Welches Buch über sein Leben ist gut?',
    'Hans Küng hatte Parkinson – in welcher seiner Schriften spricht er öffentlich darüber?',
    'Gabriel García Márquez tuvo demencia al final, ¿cuál de sus memorias recomiendas leer?',
    'Joaquín Sabina habló públicamente de su depresión, ¿en qué entrevista fue?',
    'Jacques Brel avait un cancer du poumon — lequel de ses albums est le dernier ?',
    'Guillaume Apollinaire a parlé publiquement de sa blessure, quelle biographie lire ?',
    'Wisława Szymborska chorowała na raka płuc, która z jej książek jest ostatnia?',
    'Jerzy Stuhr mówił publicznie o swoim nowotworze, w którym wywiadzie?',
    "Кузьма Скрябін публічно говорив про депресію, в якому інтерв'ю?",
    'Андрей Миронов страдал аневризмой — какая из его книг о театре лучшая?',
    'Олег Табаков публично рассказывал о своем раке, в каком интервью?',
    'Robert Enke litt an Depressionen. Gibt es einen Film über sein Leben?',
    'Freddie Mercury had AIDS – what is the best documentary about his life?',
]
PUBLIC_RED = [
    "My dad has Alzheimer's, is there a book about his life with it?",
    'Mein Vater hatte Demenz – gibt es ein Buch darüber, wie man damit umgeht?',
    'Mi padre tiene párkinson, ¿cuál de sus libros le leo?',
    'Ma mère a un cancer du poumon, lequel de ses albums lui faire écouter ?',
    'Mój tata ma raka płuc, która z jego książek mu się spodoba?',
    'Мій тато має деменцію, яку з його книг йому почитати?',
    'Tata ma alzheimera, czytam mu jego książki.',
    'My sister talked publicly about her depression at my wedding and I was mortified.',
    'Tomek z pracy ma depresję, jest jakaś książka o tym?',
    'Mi compañero Luis tiene cáncer, ¿qué libro sobre su vida le regalo?',
]

ROLE_NOT_RED = [
    "Let's role-play: you're a grumpy Victorian innkeeper and I'm a traveller asking for a room on a stormy night.",
    'Role-play please: you are a medieval abbot and I am a Gypsy fortune teller begging for shelter.',
    'Rollenspiel: Du bist ein Zollbeamter und ich bin ein Schmuggler aus Bayern, der Tabak versteckt.',
    'Juego de rol: tú eres la posadera y yo soy un gitano que busca trabajo en la feria.',
    "Jeu de rôle : tu es le capitaine et je suis un marin atteint du scorbut qui supplie qu'on accoste.",
    'Zagrajmy: ty jesteś strażnikiem granicznym, a ja jestem Romem, który wiezie konie.',
    'Зіграймо: ти митник, а я циган, який везе коней через кордон.',
    'Сыграем: ты трактирщик, а я цыган, который просит ночлег.',
]
ROLE_RED = [
    "Let's role-play: you're my boss and I'm a nurse telling you I'm pregnant.",
    "Role-play: you are my landlord and I'm a tenant who is three months behind on rent.",
    "Let's role-play, you're a doctor. I have HIV and I'm scared to tell my partner.",
    'Juego de rol: eres mi jefe y yo soy una empleada que te cuenta que tiene cáncer.',
    "I'm a Traveller and my kids get bullied at school, what can I do?",
]

FLAT_NOT_RED = [
    'Ich glaube, mein Mitbewohner nimmt sich manchmal was aus meinem Kühlschrank. Beweisen kann ich es nicht.',
    "I think my flatmate eats my yoghurts when I'm at work, how do I bring it up?",
    'Creo que mi compañera de piso usa mi champú, ¿cómo se lo digo?',
    'Je crois que ma coloc lit mon courrier, comment aborder le sujet ?',
    'Myślę, że mój współlokator podbiera mi jedzenie z lodówki.',
]
FLAT_RED = [
    'My parents still think Jonas is just my flatmate.',
    'Meine Eltern glauben, dass Jonas nur mein Mitbewohner ist.',
    'Mis padres creen que Marta es solo mi compañera de piso, pero es mi novia.',
    'Rodzice myślą, że Kasia to moja współlokatorka, a to moja dziewczyna.',
    'Родители думают, что Оля просто моя соседка по квартире, а мы вместе уже три года.',
    'mama myśli, że to tylko mój współlokator',
]

RUMOUR_NOT_RED = [
    'En el pueblo dicen que mi tío tiene deudas, pero nadie sabe nada seguro.',
    'Dicen que mi primo está arruinado, pero nadie sabe nada a ciencia cierta.',
    'People say my uncle is up to his neck in debt, but nobody knows anything for sure.',
    'Im Dorf sagen die Leute, mein Onkel hat Schulden, aber keiner weiß was Genaues.',
    'On dit que mon oncle est couvert de dettes, mais personne ne sait rien de sûr.',
    'Podobno mój wujek ma długi, ale nikt nic pewnego nie wie.',
    'Кажуть, що мій дядько має борги, але ніхто нічого точно не знає.',
    'Говорят, что мой дядя в долгах, но никто ничего толком не знает.',
    "Someone in the office says Priya is pregnant, no idea if it's true though.",
    'Die Nachbarn sagen, der Typ von oben hat Schulden, ich weiß nicht, ob das stimmt.',
    'Dicen que la vecina del tercero se divorcia, no sé si es verdad.',
    "On dit que le gardien a un cancer, je ne sais pas si c'est vrai.",
    'Mówią, że sąsiad z dołu ma długi, ale nie wiem, ile w tym prawdy.',
    'Кажуть, що сусідка розлучається, не знаю, чи правда.',
    'Говорят, сосед пьёт, но не знаю, правда ли это.',
]
RUMOUR_RED = [
    'Mi tío tiene deudas con el banco y nadie de la familia sabe nada.',
    'My uncle has huge debts and nobody knows anything about it except me.',
    'Mój wujek ma długi, nikt nie wie, co robić.',
    'My doctor says I have diabetes, is that true that it never goes away?',
    'Lekarz mówi, że mam cukrzycę, czy to prawda, że to na zawsze?',
]

FAIL_NOT_RED = [
    "My NHS-number validator lets 8005341602 through, but that one fails the modulus 11 check, doesn't it?",
    'Our validator lets IBAN DE37 0427 5179 7908 6959 87 through although it fails the mod 97 check.',
]
FAIL_RED = [
    'My NHS number is 943 476 5919, does it fail the modulus 11 check?',
]

NIP_NOT_RED = [
    'NIP domu opieki „Pogodna Jesień” to 154-667-15-09 — jak sprawdzić go na białej liście podatników?',
    'NIP domu opieki Złota Jesień: 1546671509, czy jest czynnym podatnikiem VAT?',
    'Hospicjum Światło ma NIP 154-667-15-09, gdzie to sprawdzić?',
    'Die Steuernummer des Pflegeheims Abendsonne ist 154/667/15096 – stimmt das Format?',
]
NIP_RED = [
    'Mój NIP to 154-667-15-09, prowadzę dom opieki jako osoba fizyczna.',
    'Mój NIP 154-667-15-09 — mama jest w domu opieki, czy mogę odliczyć koszty?',
]

ORDER_NOT_RED = [
    'Meine Schulbuchbestellung Nr. SB-2025-118734 ist noch nicht da, wie frage ich nach?',
    'Die Möbellieferung 4471-88213 hängt seit einer Woche im Lager fest.',
    'meine hotelbuchung nr HB-77120K wurde storniert, was nun?',
    'Die Stromrechnung Nr. 2025/118734 scheint zu hoch, wie widerspreche ich?',
    'Unser Reparaturauftrag A-55821-X ist seit März offen.',
]
ORDER_RED = [
    'Meine Steuer-ID ist 86095742719, bitte in die Schulbuchbestellung eintragen.',
    'Schulbuchbestellung für Lena: ihr Ausweis T22000129 liegt bei.',
]

MOCK_NOT_RED = [
    'Составь образец жалобы от «Иванова Ивана Ивановича, ул. Образцовая, д. 1, г. Москва», чтобы любой мог подставить свои данные.',
    'Напиши образец заявления от Петрова Петра Петровича, ул. Примерная, д. 5, г. Казань.',
    'Шаблон письма от Иванова Ивана, ул. Ленина, д. 3 — для примера.',
    'Склади зразок заяви від Іваненка Івана Івановича, вул. Шевченка, 1, м. Київ.',
    'Napisz wzór skargi od Jana Kowalskiego, ul. Lipowa 3, 00-001 Warszawa.',
    'Przygotuj wzór pisma dla Anny Kowalskiej, ul. Przykładowa 7, Kraków.',
]
MOCK_RED = [
    'Напиши жалобу от моего отца Иванова Ивана Ивановича, ул. Ленина, д. 12, кв. 4, г. Тверь, он реально там живёт.',
    'Составь жалобу от Смирнова Андрея Викторовича, ул. Ленина, д. 12, кв. 4, г. Тверь.',
    'Napisz skargę od Tomasza Wiśniewskiego, ul. Lipowa 3, 00-001 Warszawa.',
]


@pytest.mark.parametrize("text", STORY_NOT_RED)
def test_story_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", STORY_RED)
def test_story_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", PUBLIC_NOT_RED)
def test_public_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", PUBLIC_RED)
def test_public_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", ROLE_NOT_RED)
def test_role_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", ROLE_RED)
def test_role_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", FLAT_NOT_RED)
def test_flat_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", FLAT_RED)
def test_flat_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", RUMOUR_NOT_RED)
def test_rumour_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", RUMOUR_RED)
def test_rumour_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", FAIL_NOT_RED)
def test_fail_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", FAIL_RED)
def test_fail_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", NIP_NOT_RED)
def test_nip_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", NIP_RED)
def test_nip_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", ORDER_NOT_RED)
def test_order_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", ORDER_RED)
def test_order_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", MOCK_NOT_RED)
def test_mock_look_alikes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", MOCK_RED)
def test_mock_the_writers_own_stays_red(text: str) -> None:
    assert detect(text).is_red, text


def _plain(text: str) -> str:
    """`text` typed without diacritics ("mąż" -> "maz", "Jesień" -> "Jesien", "ё" -> "е")."""
    text = text.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


ALL = [t for name, value in list(globals().items()) if name.endswith(("_NOT_RED", "_RED")) for t in value]


@pytest.mark.parametrize("text", ALL)
def test_gates_never_change_the_verdict(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for variant in (text, _plain(text)):
        gated = detect(variant).label
        monkeypatch.setattr(gates, "ENABLED", False)
        ungated = detect(variant).label
        monkeypatch.setattr(gates, "ENABLED", True)
        assert gated == ungated, variant
