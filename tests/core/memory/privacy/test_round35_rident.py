"""Round 35 (rident): a named person tied to a home, a birth date or a child's school, by mechanism, not by line.

1. A thing given back or handed over (a lost item's tag, a luggage label, a parcel): "à rendre à", "return to", "if
   found", "zwrócić", "zurück an", "devolver a", "вернуть", "повернути" is a postal cue (postal_blocks._PERSON_CUE), and a
   given name in the dative ("Игорю", "Janowi", "Тарасові", "Ігореві") is a given name (identity._dative_given).
2. A full name and a birth date with a question after it in a clause of its own ("..., nacida el 23/04/1982, ¿qué más
   me piden?") is no birth date asked about as trivia (identity._LATER_QUESTION).
3. A named pupil with a school and a class, without "my son" (school_children.py).
The near-misses stay green: placeholders, an organisation's or a post office's address, a public or historical
person's birth date asked about, a teacher, a story's pupil, a school notice without a name.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_RETURN = [
    "Message AirTag perdu : à rendre à Gaspard Mollier, 4 allée des Cerisiers, 38000 Grenoble",
    "Texte pour la médaille du chien : rendre à Solène Vautrin, 9 chemin des Vignes, 84000 Avignon",
    "Étiquette de valise : en cas de perte, rapporter à Aurélien Pichard, 15 rue des Lilas, 33000 Bordeaux",
    "Tag for my suitcase: if found please return to Gregor Finnick, 27 Alderbank Road, Leeds LS6 2QT",
    "Luggage label — return to Rowan Tillery, 8 Heather Close, Norwich NR4 7AB, what font should I use?",
    "Zawieszka do kluczy: w razie znalezienia proszę zwrócić Janowi Kowalczykowi, ul. Modrzewiowa 14/3, 30-215 Kraków",
    "Napis na breloku: zguba, oddać Piotrowi Zawadzie, ul. Słoneczna 7 m. 2, 80-123 Gdańsk",
    "Schlüsselanhänger: bei Fund bitte zurück an Herrn Torsten Klemmer, Lindenstraße 22, 04109 Leipzig",
    "Text für den Kofferanhänger: Finder bitte an Ulrike Brandauer, Am Mühlbach 5, 83022 Rosenheim, Danke!",
    "Etiqueta de la maleta: si la encuentra, devolver a Ignacio Berrocal Soto, calle Almendro 14, 3ºB, 41010 Sevilla",
    "Para el llavero: en caso de pérdida devolver a Leire Zubizarreta, Calle Mayor 8, 20001 Donostia",
    "Бирка на рюкзак: если найдёте, верните Олегу Сидоренко, ул. Лесная 12, кв. 5, Самара 443001",
    "Для брелока: потерян, вернуть Игорю Лебедеву, ул. Садовая 3, кв. 8, Казань 420061",
    "Напис на бірку: прохання повернути Тарасові Гнатюку, вул. Шевченка 14, кв. 7, Львів 79000",
    "Наклейка на валізу: повернути Ігореві Мельнику, вул. Садова 3, Полтава 36000",
]
RED_RETURN += [  # without a postcode: the verb of giving back, then a person's name and the street
    "If found, please return to Gregor Finnick, 27 Alderbank Road",
    "Si vous le trouvez, merci de le rendre à Gaspard Mollier, 4 allée des Cerisiers",
    "Devuélvelo a Iker Goikoetxea, calle Urola 5",
    "Zwrócić Kajetanowi Wróblowi, ul. Polna 3",
    "Поверніть Остапові Бойчуку, вул. Зелена 12",
    "Если найдёте, верните Арсению Крылову, ул. Луговая 4",
]
GREEN_RETURN = [
    "Return it to the council office, 1 Park Row",
    "Please return the form to Northgate Surgery, 12 High Street",
    "Return to sender: Acme Parts Ltd, 14 Mill Lane",
    "Hand it to Reception, 2 Station Road",
    "I gave it back to Tesco, 14 High Street, they refunded me",
    "Return the books to Central Library, 3 Market Square",
    "Bring it back to Harbour View Hotel, 5 Quay Street",
    "Message AirTag perdu : à rendre à la Mairie de Lyon, 1 place de la Comédie, 69001 Lyon",
    "Lost property: return to Leeds City Council, 1 Park Row, Leeds LS1 5AB",
    "Zawieszka: zwrócić Janowi Kowalskiemu, ul. Przykładowa 1, 00-001 Warszawa",
    "Luggage tag: return to John Doe, 123 Main St, Anytown 12345",
    "Anhänger: zurück an Max Mustermann, Musterstraße 1, 12345 Musterstadt",
    "Lost: a blue umbrella near 12 rue des Tilleuls, 69006 Lyon",
    "Devolver a la Biblioteca Municipal, Calle Mayor 8, 20001 Donostia",
    "Вернуть в отделение Почты России, ул. Ленина 10, Казань 420111",
    "Повернути до відділення Нової Пошти, вул. Городоцька 5, Львів 79000",
]
RED_BIRTH = [
    "Para recuperar la cuenta: Carmen Ortega Ruiz, nacida el 23/04/1982, ¿qué más me piden?",
    "Para el seguro: Rodrigo Valverde Antón, nacido el 3 de marzo de 1975, ¿qué documento adjunto?",
    "For the bank call: Harriet Mossop, born 14/09/1979, what else will they ask me?",
    "Für die Kontosperre: Wiebke Ostermann, geboren am 02.11.1968 - was brauchen die noch?",
    "Do odzyskania konta: Grażyna Wilczyńska, urodzona 5 maja 1971, co jeszcze muszę podać?",
    "Pour le dossier : Mathilde Brossard, née le 17 juin 1983, que faut-il encore ?",
    "Для банку: Оксана Литвиненко, народилася 12.08.1986, що ще потрібно?",
    "Для заявки: Светлана Горбунова, родилась 12.08.1986, что ещё нужно?",
]
GREEN_BIRTH = [
    "Kylian Mbappé est né le 20 décembre 1998 ?",
    "Was Ed Sheeran born on 17 February 1991?",
    "Mozart, né le 27 janvier 1756, a-t-il vraiment composé à cinq ans ?",
    "Albert Einstein, born 14 March 1879, what did he win the Nobel prize for?",
]
RED_SCHOOL = [
    "Ellie Brandwood goes to St Anne's Primary in Year 4, can you help me write a note to her teacher about pickup?",
    "Oscar Pendleton is in Year 2 at Hillside Primary School, what should I put in the letter about his allergy?",
    "Harvey Kettering attends Oakfield Academy, Year 9 — draft an email asking about the trip.",
    "Zosia Wrzesińska chodzi do 2b w Szkole Podstawowej nr 5 w Lublinie, napisz zgodę na wycieczkę.",
    "Antek Maliszewski chodzi do przedszkola Słoneczko, grupa Motylki, jak napisać upoważnienie do odbioru?",
    "Lina Haverkamp geht in die 3a der Grundschule am Lindenpark, schreib bitte eine Entschuldigung.",
    "Paul Brückner besucht die Klasse 5b am Schiller-Gymnasium, formulier eine Krankmeldung.",
    "Lucía Montoya Ferrer está en 2º B del CEIP San Fermín, redacta una autorización para la excursión.",
    "Mateo Carrasco va a la clase de 3º del colegio Santa Ana, ¿cómo justifico su falta?",
    "Inès Caradec est en CM1 à l'école Jules-Verne de Nantes, écris un mot pour la sortie.",
    "Hugo Lemarchand entre en 6e au collège Victor-Hugo, comment remplir la fiche ?",
    "Софія Кравчук навчається в 3-Б класі школи № 12 у Києві, напиши заяву на відпустку.",
    "Маша Соколова ходит в 2-А класс школы № 45, помоги написать записку учителю.",
]
GREEN_SCHOOL = [
    "Mrs Clara Hopkins teaches Year 4 at St Anne's Primary, how do I thank her?",
    "School emailed: Year 4 trip to the science museum on 12 March, packed lunch needed.",
    "Harry Potter goes to Hogwarts and is in Year 4 in the book, explain the plot.",
    "In the novel, Ellie Brandwood goes to St Anne's Primary in Year 4.",
    "Jan Kowalski chodzi do 3c w Szkole Podstawowej nr 1, przykład do formularza.",
    "Max Mustermann geht in die 3a der Musterschule, Beispieltext für das Formular.",
    "Anna Schmidt ist Lehrerin an der Grundschule und unterrichtet die 3a.",
    "St Mary's Primary is in Year 3 of the rebuild.",
    "Oakfield Academy is a school where Year 9 sit mocks in May.",
    "Prince George goes to Lambrook School and is in Year 6, is that true?",
    "Our school has two Year 4 classes; how do I plan the timetable?",
]


@pytest.mark.parametrize("text", RED_RETURN + RED_BIRTH + RED_SCHOOL)
def test_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.kind.value == "identity" for f in verdict.findings), text


@pytest.mark.parametrize("text", GREEN_RETURN + GREEN_BIRTH + GREEN_SCHOOL)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text


def test_dative_given_names() -> None:
    from app.core.memory.privacy.detector.identity import _given_name
    for word in ("Игорю", "Олегові", "Ігореві", "Петрові", "Janowi", "Piotrowi", "Tomkowi", "Andrzejowi"):
        assert _given_name(word), word
    for word in ("Ковалю", "Lipowej", "Domowi", "Kotu"):
        assert not _given_name(word), word
