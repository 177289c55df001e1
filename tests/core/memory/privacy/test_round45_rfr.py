"""Round 45, rfr: false reds on look-alikes, by family - a value said to fail its check beside a question about how the
check is computed (or a test's expectation in the infinitive), the reserved and filler phone numbers of mock-ups, and
reference numbers of cases and meters. The writer's own sentences (not the data's) in the seven languages, with their
red twins: the same shape given as the writer's own, or a value that passes its check."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# failed_checks.py: a value that REALLY fails its check, said to fail, beside a question about the computation
FAILED_CHECK_GREEN = [
    "The signup page takes 943 476 5910 as an NHS number although the check digit is wrong - how is the check digit calculated?",
    "La web acepta el DNI 48213597D aunque la letra no cuadra, ¿cómo se calcula la letra?",
    "mi formulario de alta del club de ajedrez acepta 48213597D aunque la letra no cuadra",
    "Formularz przepuszcza PESEL 44051401459, chociaż cyfra kontrolna się nie zgadza. Jak obliczyć cyfrę kontrolną?",
    "Das Formular nimmt die Steuer-ID 12345678903, obwohl die Prüfziffer falsch ist. Wie berechnet man die Prüfziffer?",
    "Сайт приймає РНОКПП 3012345678, хоча контрольна цифра не сходиться. Як її порахувати?",
    "3012345678 - система каже, що контрольна цифра не сходиться, як вона рахується?",
    "Форма принимает ИНН 500100732250, хотя контрольные цифры не сходятся. Как это проверить на Python?",
    "Mon validateur accepte la carte 4970 1012 3456 7891 alors que la clé est fausse, comment calculer la clé ?",
    "В тестах ИНН 500100732250 должен не проходить проверку контрольных цифр.",
    "Mi validador acepta el NIE X1234567A y la letra no cuadra.",
]
# ... and their red twins: the writer's own value, or a value that passes its check
FAILED_CHECK_RED = [
    "My NHS number 943 476 5919 keeps failing the check on the GP site, how is the check digit calculated?",
    "Mi DNI 48213597P no pasa la validación de la web, ¿cómo se calcula la letra?",
    "Mój PESEL 44051401459 nie przechodzi walidacji na stronie urzędu, jak to sprawdzić?",
    "La web dice que el DNI 48213597P tiene la letra mal, ¿cómo se calcula la letra?",
    "Сайт каже, що контрольна цифра мого РНОКПП 3012345678 не сходиться, як вона рахується?",
]


@pytest.mark.parametrize("text", FAILED_CHECK_GREEN)
def test_a_value_that_fails_its_check_beside_how_it_is_computed_is_no_ones(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", FAILED_CHECK_RED)
def test_the_writers_own_value_or_a_passing_one_stays_red(text):
    assert detect(text).label == "red"


# org_context.mockup_filler, phones._DRAMA_TALK, mockup_persons.holds_placeholder, documented._FILLER_LOCAL: the fillers
# of mock-ups and templates - a reserved or all-zero phone, a filler child in a form's example row, a vendor's sample mail
PLACEHOLDER_GREEN = [
    'mock-up for the signup screen: "Jane Doe", phone 01632 960001, jane@example.com',
    "Для макета анкеты: Петр Петров, +7 999 000-00-00, petr@example.com",
    "В шаблоне анкеты пример: Иван Иванов, +7 900 000 00 00",
    "dla makiety profilu: Jan Kowalski, tel. +48 600 000 000",
    "Для макета сторінки: Іван Петренко, +380 67 000 00 00",
    "Vorlage für das Formular: Max Mustermann, Tel. +49 170 0000000",
    "Plantilla de la ficha: Juan Pérez, tel. +34 600 000 000",
    "Maquette de la fiche contact : Jean Dupont, +33 6 00 00 00 00",
    'In the enrolment form template, the example row reads "Child\'s name: Jane Doe, DOB: 01/01/2020".',
    "Im Musterformular steht: Name des Kindes: Max Mustermann, geb. 01.01.2018",
    "The Apple docs use john.appleseed@icloud.com as the sample account - can I use it in my screenshots?",
]
PLACEHOLDER_RED = [
    "Мой номер +7 916 482-17-05, запиши",
    "для макета возьми мой номер +7 916 482 17 05",
    "Child's name: Emily Carter, DOB: 04/05/2019",
    "my email is john.appleseed@icloud.com",
    "Wypełnij szablon moimi danymi: Jan Kowalski, tel. 601 482 170",
    "Zum Muster: meine Handynummer ist 0170 4829157",
]


@pytest.mark.parametrize("text", PLACEHOLDER_GREEN)
def test_a_mockups_filler_is_no_ones(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", PLACEHOLDER_RED)
def test_the_writers_own_details_in_a_mockup_stay_red(text):
    assert detect(text).label == "red"


# phones._ORDER_NEAR: an authority's or a court's file number, a meter's or a supply point's number
REFERENCE_GREEN = [
    "Unser Aktenzeichen beim Sozialgericht lautet 8123456-117, was heißt die Endung?",
    "Справа нашого ОСББ у господарському суді має номер 910/5582/24, де її шукати?",
    "номер дела в районном суде 2-4417-2024, как посмотреть движение по делу?",
    "Numer sprawy w ZUS to 502 118 447 — co oznacza pierwsza cyfra?",
    "Sur la facture, le numéro PRM 21493700218845 figure en haut, à quoi sert-il ?",
    "El número de contador 0312447518 aparece en la factura, ¿para qué sirve?",
    "Our electricity bill lists meter number 0714 552 8831 - is that the same as the MPAN?",
    "Номер лічильника 0503 118 447 стоїть на щитку, його треба вказувати в заяві?",
]
REFERENCE_RED = [
    "Aktenzeichen 8123456-117, bitte rufen Sie mich unter 0171 4829157 zurück",
    "Номер справи 910/5582/24, мій телефон 067 482 17 05",
    "The meter reader gave me his number: 07911 482170",
    "Der Zählerableser hat mir seine Nummer gegeben: 0171 4829157",
    "numer licznika 93847561, a mój numer 601 234 567",
]


@pytest.mark.parametrize("text", REFERENCE_GREEN)
def test_a_case_or_meter_number_is_no_phone(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", REFERENCE_RED)
def test_a_phone_beside_a_case_or_meter_number_stays_red(text):
    assert detect(text).label == "red"


# identity_chat._FILED: a complaint or an appeal sent to an office's address; story_homes: "mon polar";
# public_figures.drop_historic_homes: a famous person's house that is a museum now
PUBLIC_HOME_GREEN = [
    "El recurso contra la multa de la DGT se envía a calle Josefa Valcárcel 28, Madrid, ¿o vale por internet?",
    "Skargę na decyzję wysyła się na adres ul. Żurawia 4a, Warszawa, czy wystarczy ePUAP?",
    "Скаргу до ДПС надсилають на адресу вул. Львівська площа, 8, Київ?",
    "La réclamation au médiateur s'envoie à 12 rue de Rivoli, Paris, ou en ligne ?",
    "Dans mon polar, l'inspectrice Claire Fabre vit au 7 rue des Tanneurs. Écris la scène d'ouverture.",
    "Did Jane Austen really live at 8 College Street in Winchester? Is there a plaque there now?",
]
PUBLIC_HOME_RED = [
    "My complaint letter is ready, deliver it to my flat at 14 Elm Road, Leeds LS6 2AB",
    "Wyślij odpowiedź na moją reklamację na adres ul. Lipowa 5/3, Kraków",
    "Отправьте ответ на мою жалобу на адрес ул. Лесная 5, кв. 12, Тверь",
    "Pour mon polar je prends l'adresse de ma voisine: Claire Morel habite au 4 rue des Lilas",
    "My grandad Thomas lived at 48 Doughty Street, next to the museum.",
    "Thomas lives at 48 Doughty Street, near the Dickens museum.",
    "Tom lived at 12 Elm Road, near the railway museum, until last year.",
]


@pytest.mark.parametrize("text", PUBLIC_HOME_GREEN)
def test_an_offices_or_a_museums_or_a_characters_address_is_no_ones_home(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", PUBLIC_HOME_RED)
def test_a_home_beside_a_complaint_a_museum_or_a_story_stays_red(text):
    assert detect(text).label == "red"


# secrets._claim_booking_codes: a booking's confirmation code, letters and digits, said beside the booking
BOOKING_GREEN = [
    "Date night booked! confirmation code HN4T-8Q2W at the Thai place on Elm Road. What should we order?",
    "Mesa reservada en Casa Lucio, código de confirmación 8KX4QZ, ¿hay que llevar algo?",
    "Stolik zarezerwowany, kod potwierdzenia RZ4-88KT, co warto zamówić?",
    "Вечеря заброньована, код підтвердження BK7-22QX, що там смачне?",
    "Réservation faite au restaurant, code de confirmation RT8K2Q, on y va à pied ?",
    "Столик забронирован, код подтверждения ZK5-71QP, что там заказать?",
]
BOOKING_RED = [
    "My login confirmation code is 482913, the bank texted it",
    "Booked the hotel, the confirmation code they texted me to log in is 482913",
    "confirmation code DN7K-2Q8R for my bank login",
    "Booking.com texted me a confirmation code AB12CD to verify my account",
]


@pytest.mark.parametrize("text", BOOKING_GREEN)
def test_a_bookings_confirmation_code_is_its_reference(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", BOOKING_RED)
def test_a_login_or_account_confirmation_code_stays_secret(text):
    assert detect(text).label == "red"
