"""Round 16 (rzg): everyday apps and forms - bookings, profiles, sign-ups, parcel lockers, registries.

Disclosures (vocab/apps.py, disclosures.py): an affair told by the one having it or by its cover story, a romance
with a married person or one's boss, chronic conditions named in the languages the shared lists lacked, MS / RA /
COPD by their short names, ver.di and "состою в" memberships, a relative's party membership; a booking verb ("book
me a physio") is not fiction talk, and "should I tell / put it on my profile?" after a fact does not doubt it.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

DISCLOSURES_RED = [
    # an affair, told by the one having it
    "Je trompe mon mari depuis six mois avec un collègue",
    "Je trompe ma femme, elle ne le sait pas",
    "Engaño a mi novia con una chica del trabajo",
    "Ich betrüge meine Frau seit dem Sommer mit einer Kollegin",
    "Ich habe meinen Mann letztes Jahr betrogen und er weiß es nicht",
    # its cover story
    "Ich treffe mich mit meinem Ex, während mein Mann glaubt, ich sei beim Sport",
    "Quedo a escondidas con mi ex mientras mi marido cree que estoy en el gimnasio",
    "Je vois mon ex en cachette pendant que ma femme croit que je suis au boulot",
    "Я бачуся з колишнім таємно, а чоловік думає, що я на роботі",
    # a romance with a married person or with one's boss
    "I'm in a relationship with my boss and we meet at an Airbnb",
    "I'm dating a married man and we book hotels under my name",
    "Tengo una aventura con mi jefa desde Navidad",
    "Estoy saliendo con un hombre casado",
    "Je sors avec un homme marié depuis un an",
    "Spotykam się z żonatym facetem od wiosny",
    "Я встречаюсь с женатым мужчиной",
    "У мене роман з начальником",
    # conditions in more languages, and their short names
    "J'ai un mélanome, il faut un rendez-vous rapide",
    "Ich hatte ein Melanom, brauche einen Termin beim Hautarzt",
    "У мене меланома, запиши до дерматолога",
    "У меня гипотиреоз, запиши к эндокринологу",
    "J'ai une hypothyroïdie, il me faut une ordonnance",
    "У мене розсіяний склероз, потрібен фізіотерапевт",
    "Mam łuszczycę, zapisz mnie do dermatologa",
    "My MS is flaring again, book the neurologist",
    "I have MS and need a physio slot",
    "Mam SM i potrzebuję rehabilitacji",
    "Ich habe MS und brauche Physiotherapie",
    "Zapisz mnie do fizjo, mam RZS",
    "Book me a physio, my rheumatoid arthritis is bad again",
    # memberships
    "Ich bin bei ver.di organisiert",
    "Я состою в КПРФ",
    "My dad is a member of the Communist Party and the school asked about it",
    # told about a relative or a friend
    "Ma sœur trompe son mari depuis des mois",
    "Mi hermana sale con un hombre casado",
    "Сестра зустрічається з одруженим",
    "Moja przyjaciółka spotyka się z żonatym od roku",
    "My best friend is seeing a married guy from her office",
    # a kinship word said like a name is the writer's own relative
    "Oma hat Demenz und vergisst ihre Tabletten",
    "La abuela tiene demencia, busco cuidadora",
    "Я член Свідків Єгови",
    # a fact, then whether to tell it
    "I have diabetes, should I tell the gym?",
    "I'm a member of the Labour Party, should I mention it in my dating profile?",
]

DISCLOSURES_GREEN = [
    "How do I tell if my boss is in a relationship with a coworker? Asking for HR policy",
    "My boss thinks I'm at the client meeting but I'm at the dentist",
    "Is it legal to date a married person in Spain? asking for a novel",
    "Quedo con mi ex para devolverle sus cosas",
    "Ich treffe mich morgen mit meinem Ex-Chef zum Kaffee",
    "My wife thinks I'm at the gym, surprise party is ready",
    "Tengo una relación profesional con mi jefe muy buena",
    "I have a good relationship with my boss",
    "Spotykam się z szefem jutro o dziesiątej",
    "What is hypothyroidism? Explain simply",
    "Qu'est-ce qu'un mélanome ?",
    "The MS Teams link for the appointment is broken",
    "I have MS Office 2019 installed, will the booking plugin work?",
    "Book me a physio for next Tuesday at 10",
    "Ver.di ruft zum Streik bei der Post auf",
    "The Green Party manifesto promises free buses",
    "my sister and I haven't spoken in a while, should I text her for her birthday",
    "Dans le film, une femme trompe son mari avec un voisin",
    "Is dating a married man ever okay? Asking for a column",
    "Oma's apple cake recipe with cinnamon",
]


@pytest.mark.parametrize("text", DISCLOSURES_RED)
def test_disclosure_in_an_app_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", DISCLOSURES_GREEN)
def test_disclosure_lookalike_stays_green(text: str) -> None:
    assert detect(text).label != "red"


# A form's birth-date abbreviations beside a name (identity.py's _BORN): "нар.", "род.", "nac.", as "ur." and "geb.";
# a numeric date with a four-digit year before 1920 is history, not read as "09.03.18".
BIRTH_RED = [
    "Запис на гурток: Олена Бойко, нар. 12.09.2016, вул. Шевченка 14, Полтава",
    "Запис: Марія Коваль, нар. 1.2.2016",
    "Анкета: Пётр Сидоренко, род. 21.04.2014",
    "Inscripción: Pablo Ruiz, nac. 04/11/2015, C/ Mayor 7",
    "Klient: Tomasz Zieliński, data ur. 12.03.1985, adres: ul. Polna 3, Radom",
    "Patient: Jonas Weber, Geb.-Datum 12.03.1985, Hauptstraße 3",
    "Paciente: Marta Ruiz, fecha de nac. 12/03/1985",
]
BIRTH_GREEN = [
    "Тарас Шевченко, нар. 09.03.1814, поет і художник",
    "Вистава за участі нар. артиста Богдана Ступки 12.09.2016",
    "Секція плавання для дітей 2015-2016 р.н., вул. Шевченка 14, Полтава",
]


@pytest.mark.parametrize("text", BIRTH_RED)
def test_name_with_abbreviated_birth_date_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", BIRTH_GREEN)
def test_historical_or_titled_date_stays_green(text: str) -> None:
    assert detect(text).label != "red"


# A parcel's drop-off or return code (secret_parcel_codes.py); the words also said of software or taxes need a
# parcel word and no error word; questions with no value stay green.
PARCEL_RED = [
    "Kod nadania 482913, wrzuć paczkę do paczkomatu",
    "Marek Wiśniewski, kod nadania 482913",
    "Kod zwrotu do paczkomatu: 77120934",
    "Der Rücksendecode für die Jacke: 318274",
    "Der Einlieferungscode für DHL ist 582941",
    "Retourencode für Zalando: 5K8T2M9Q",
    "Código de devolución 582941 para el punto Celeritas",
    "Le code de dépôt Mondial Relay est 318274",
    "Код для отправки посылки в постамате: 318274",
    "Код відправлення посилки 3182, бо я не встигаю",
    "The neighbour's parcel: InPost code 482913, locker at Tesco",
    "Packstation-Code 4829, hol bitte mein Paket ab",
]
PARCEL_GREEN = [
    "Gdzie znaleźć kod nadania w aplikacji InPost?",
    "Wo finde ich den Rücksendecode bei Hermes?",
    "Rücksendecode Hermes kostet 4,95 €?",
    "Kod zwrotu podatku 2023?",
    "Return code 582941 from the build script, the parcel service API is down",
    "Process return code 12345 from the parcel service API means error",
    "Packstation Code funktioniert nicht, was tun?",
    "DHL code 1234567890 — where is my parcel?",
]


@pytest.mark.parametrize("text", PARCEL_RED)
def test_parcel_drop_off_or_return_code_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", PARCEL_GREEN)
def test_parcel_code_question_stays_green(text: str) -> None:
    assert detect(text).label != "red"


# A school's, nursery's, surgery's or club's registry number named as theirs (institutions.py), unless the writer
# runs it as a person or says the number is theirs; a product demo's student ID is sample data (context.py).
INSTITUTION_GREEN = [
    "Przedszkole Tęcza, REGON 123456785 — czy to placówka publiczna?",
    "Szkoła Muzyczna Allegro, NIP 5260250274, czy wystawia faktury?",
    "Klinik am See, Steuernummer 21/815/08150, hat die Praxis Kassenzulassung?",
    "The library app demo shows student ID 004512 on the welcome screen, is that a real student?",
    "Biuro rachunkowe Bilans, NIP 5260250274, REGON 123456785",
    "Agencja Nieruchomości Dom, NIP 5260250274",
]
INSTITUTION_RED = [
    "Prowadzę żłobek jako osoba fizyczna, REGON 123456785 — muszę go podać rodzicom?",
    "Mój syn chodzi do przedszkola, a mój NIP to 5260250274",
    "Zakładam działalność, dostałem REGON 123456785 na swoje nazwisko",
    "Gabinet stomatologiczny Anna Nowak, NIP 5260250274",
    "My student ID is 204518, I need it for the demo day",
]


@pytest.mark.parametrize("text", INSTITUTION_GREEN)
def test_institution_number_or_demo_value_stays_green(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", INSTITUTION_RED)
def test_own_number_near_an_institution_stays_red(text: str) -> None:
    assert detect(text).label == "red"


# Memberships and faith told about employees, relatives or oneself (vocab/apps.py): a union or party membership named
# as such, a union joined by its name, a French union post, a conversion, a faith as a noun or "as a practising ...".
BELIEFS_RED = [
    "Als ver.di-Mitglied will ich wissen, ob ich streiken darf",
    "Mein Kollege ist AfD-Mitglied und redet ständig darüber",
    "Zwei Kolleginnen sind in die Gewerkschaft ver.di eingetreten",
    "My assistant joined Unison last month",
    "Ma collègue est déléguée CGT",
    "Mon employé est délégué syndical FO",
    "Zapisałam się do ver.di, jak pracowałam w Berlinie",
    "Mój pracownik założył komisję zakładową Solidarności",
    "Mi padre fue militante del partido durante la Transición",
    "Przechodzę z islamu na katolicyzm",
    "Я перейшов у протестантизм, батьки проти",
    "Дідусь греко-католик, просить священника в лікарню",
    "Como testigo de Jehová no acepto transfusiones",
    "Jako prawosławna nie pracuję w Wigilię 6 stycznia",
]
BELIEFS_GREEN = [
    "Ver.di-Mitglieder streiken am Montag bundesweit",
    "The union Unite joined the talks on Monday",
    "La CGT appelle à la grève",
    "Przechodzę z Windowsa na Linuxa",
    "Jako katolik rozumie się osobę ochrzczoną",
    "As a Catholic, what does one do on Ash Wednesday?",
]
# An affair told by its secrecy, a lover named as such, falling for someone else; health told in bookings and
# staff notes: a wheelchair, a disability grade, a pregnancy's week, German cancer compounds, a diabetic apprentice.
PRIVATE_LIFE_RED = [
    "Je le vois en cachette depuis Noël",
    "I'm secretly seeing someone from the gym",
    "Potajemnie spotykam się z Markiem",
    "Таємно бачуся з колишнім",
    "Це мій коханець, чоловік нічого не знає",
    "Mein Liebhaber will, dass ich meinen Mann verlasse",
    "Ich habe mich in einen anderen verliebt",
    "I've fallen for someone else and my husband has no idea",
    "Ich habe einen Grad der Behinderung von 50 wegen MS, gilt das im Urlaub?",
    "Ich habe Prostatakrebs, zahlt die Kasse die Reha?",
    "Mój tata jeździ na wózku inwalidzkim, potrzebujemy pokoju na parterze",
    "Estoy de 9 semanas y no se lo he dicho a nadie",
    "Bin in der 20. SSW, darf ich noch fliegen?",
    "Mon stagiaire est diabétique, il peut faire les nuits ?",
]
PRIVATE_LIFE_GREEN = [
    "I secretly meet my friends to plan her surprise party",
    "Je le vois demain au bureau",
    "Is the venue wheelchair accessible?",
    "Due to MS Teams outage, the meeting is moved",
    "El proyecto está de 3 semanas de retraso",
    "Jestem w 3 tygodniu diety i nic nie schudłam",
    "Barcode on the incontinence pads is 3000157039363, can I subscribe?",
]


@pytest.mark.parametrize("text", BELIEFS_RED + PRIVATE_LIFE_RED)
def test_membership_faith_affair_or_health_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", BELIEFS_GREEN + PRIVATE_LIFE_GREEN)
def test_their_look_alikes_stay_green(text: str) -> None:
    assert detect(text).label != "red"


def test_merged_patterns_declare_what_every_match_holds() -> None:
    # vocab/apps.py merges each area's patterns into one (a first message compiles few) and gives its needs by hand:
    # every literal a part's matches must hold has to contain one of the declared ones, or the part would be skipped.
    from app.core.memory.privacy.detector import disclosures as d
    from app.core.memory.privacy.detector.findings import first_char_gate, required_any, skip_ahead
    from app.core.memory.privacy.detector.folding import fold_letters
    from app.core.memory.privacy.detector.lazy import LazyPattern
    from app.core.memory.privacy.detector.vocab import apps

    for merged, parts in ((apps.RELATIONSHIP_STRONG[0], apps._RELATIONSHIP), (apps.HEALTH_STRONG[0], apps._HEALTH),
                          (apps.BELIEFS_STRONG[0], apps._BELIEFS)):
        declared = apps.NEEDS[merged]
        for part in parts:
            steps = (d._lower_pattern, d._no_negated_fillers, fold_letters, skip_ahead, first_char_gate)
            needs = required_any(LazyPattern(part, *steps).compiled)
            assert needs, part
            assert all(any(w in need for w in declared) for need in needs), part
