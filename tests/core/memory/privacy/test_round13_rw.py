"""Round 13 (broad-w, terse replies): the user's short answer to a question asked in an earlier message,
which the detector never sees. A word or two beside the value has to say what it is. Lines are written
here, in several languages each; none is copied from a benchmark set. A red line must be found by the
rules with their own reason, not only scored by the learned model (which says "looks private")."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Verdict, detect


def _found_by_rules(verdict: Verdict, text: str, value: str) -> bool:
    return any((value in text[f.start:f.end] or text[f.start:f.end] in value) and "learned model" not in f.reason
               for f in verdict.findings)

# (text, the value that must be inside a red finding)
RED_CODES = [
    # a device or place that opens with a code, then the number
    ("alarma 730418", "730418"),
    ("alarm 5821, then the hash key", "5821"),
    ("alarme 406193 si jamais", "406193"),
    ("alarmu 93017, wiesz gdzie panel", "93017"),
    ("сигналізація 48217", "48217"),
    ("screen unlock is 719304", "719304"),
    ("odblokowanie telefonu: 5729", "5729"),
    ("Entsperrung vom Handy 840216", "840216"),
    ("desbloqueo del móvil 3907", "3907"),
    ("розблокування 615092", "615092"),
    ("the pin's 8302", "8302"),
    ("code's 74193 btw", "74193"),
    # the number, then what it opens
    ("6093 for the cash machine", "6093"),
    ("5127, la del cajero", "5127"),
    ("4418 do bankomatu", "4418"),
    ("2750 für den Geldautomaten", "2750"),
    ("8631 pour le distributeur", "8631"),
    ("3094 для банкомату", "3094"),
    ("493027 to blik, szybko", "493027"),
    ("608 214 from the authenticator", "608 214"),
    ("552910 z aplikacji", "552910"),
    ("81 40 27 de la app del banco", "81 40 27"),
    ("730 512 de l'appli", "730 512"),
    ("918273 з додатку", "918273"),
    # a code that has just arrived
    ("just got 481 906", "481 906"),
    ("przyszło 60-31-92", "60-31-92"),
    ("ist gekommen: 739104", "739104"),
    ("me llegó el 58214", "58214"),
    ("j'ai reçu 418 205", "418 205"),
    ("прийшов 720913", "720913"),
]

GREEN_CODES = [
    "set the alarm 0630 please",
    "alarm 0715 for tomorrow",
    "ustaw budzik, alarm 0645",
    "alarma 0700 mañana",
    "got 15000 zł back from the tax office",
    "przyszło 25000 odsłon",
    "150000 in the app already",
    "2400 steps in the app today",
    "order 608214 from the app",
    "the ATM fee was 2023 last year",
    "me llegó el 15 de marzo",
    "received 100000 points",
    "j'ai reçu 2024 euros",
]


@pytest.mark.parametrize(("text", "value"), RED_CODES)
def test_codes_in_terse_replies_are_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert _found_by_rules(verdict, text, value), verdict.findings


@pytest.mark.parametrize("text", GREEN_CODES)
def test_times_amounts_and_counts_beside_the_same_words_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


RED_HANDED = [
    ("here's Qm7vR2xTk9Lp", "Qm7vR2xTk9Lp"),
    ("oto: Zt4kWq8Yb2Nm", "Zt4kWq8Yb2Nm"),
    ("hier bitte: Hx3Lp9Vw2Rt", "Hx3Lp9Vw2Rt"),
    ("aquí tienes Pk8nT3wQz5Ly", "Pk8nT3wQz5Ly"),
    ("voilà Gd5sK2mX8vBq", "Gd5sK2mX8vBq"),
    ("тримай Wn6yR4jP9tCz", "Wn6yR4jP9tCz"),
]
GREEN_HANDED = [
    "here's the commit 4f9a2c1e7b",
    "here's ORDER2024XK",
    "voici LearnPython3",
    "here's the promo code Summer24Deal",
    "hier bitte: README.md",
]


@pytest.mark.parametrize(("text", "value"), RED_HANDED)
def test_a_random_password_handed_over_is_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert _found_by_rules(verdict, text, value), verdict.findings


@pytest.mark.parametrize("text", GREEN_HANDED)
def test_hashes_names_and_promo_codes_handed_over_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# Identifiers in short replies: wrapped over a line, or the reply's only value (checked by their own digits)
RED_IDS = [
    ("konto:\n6186909182040355\n7831929293", "6186909182040355"),  # an NRB wrapped 16 + 10
    ("ah, 3482012\n6529", "3482012"),  # a Steuer-ID wrapped by a narrow field
    ("pesel mamy 8508084\n4533", "8508084"),
    ("c'est 10416190\n8281109", "10416190"),  # a NIR
    ("55308569213", "55308569213"),  # a Steuer-ID alone
    ("ok, 7016-934-1123", "7016-934-1123"),
    ("tak, 9264 1836 298", "9264 1836 298"),  # a PESEL in an odd grouping
    ("claro, 8508-0844-533", "8508-0844-533"),
    ("jasne, 609 736 846", "609 736 846"),  # Polish and Spanish mobiles, no trunk prefix
    ("vale, 681032136", "681032136"),
    ("mam 882 526 253", "882 526 253"),
    ("jhkvw3c370", "jhkvw3c370"),  # a German ID card in lower case
    ("hier: TZ08V83J36", "TZ08V83J36"),
    ("XE 5517494", "XE 5517494"),  # a Polish passport
    ("ADI 830882", "ADI 830882"),  # a Polish ID card
    ("es el 63.823.732-C", "63.823.732-C"),  # a DNI written with thousands dots
    ("a mi nombre: 28.378.570 C, para el hotel", "28.378.570 C"),
]
GREEN_IDS = [
    "55308569214",  # the Steuer-ID's check digit wrong
    "ok, 7016-934-1124",
    "tak, 9264 1836 299",
    "order 55308569213",
    "tracking 609 736 846",
    "609 736 846 views so far",
    "ok, 123456789",
    "jhkvw3c371",
    "XE 5517495",
    "es el 63.823.732-D",
    "12345\n678901",
    "the population was 38.268.000 in 2019, roughly",
]


@pytest.mark.parametrize(("text", "value"), RED_IDS)
def test_wrapped_and_lone_identifiers_are_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert _found_by_rules(verdict, text, value), verdict.findings


@pytest.mark.parametrize("text", GREEN_IDS)
def test_failing_check_digits_and_introduced_references_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# An order number's tail is no card; a draw's numbers with its bonus ball are no phone
GREEN_LOOKALIKES = [
    "order number 292-6219308-1614099",
    "Bestellung 932-6110023-3077506, kam nie an",
    "numer zamówienia 749-6577132-2156728",
    "7 15 22 36 41, bonus 9 - close again",
    "5 12 27 33 48, reintegro 3",
]


@pytest.mark.parametrize("text", GREEN_LOOKALIKES)
def test_order_numbers_and_lottery_draws_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


def test_a_card_after_an_order_word_with_a_card_word_is_still_red() -> None:
    text = "order 12, card 1 4539 1488 0343 6467"
    assert detect(text).is_red


# A plate beside the user's own car, said with a possessive the owner list lacked
RED_PLATES = [
    ("mine's the silver Golf, KY19 PLN", "KY19 PLN"),
    ("moja skoda, WE 4K218", "WE 4K218"),
    ("la mienne c'est la Clio, FG-482-KL", "FG-482-KL"),
    ("moją fiestą jeżdżę, PO 7R215", "PO 7R215"),
]


@pytest.mark.parametrize(("text", "value"), RED_PLATES)
def test_the_users_own_plate_is_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert _found_by_rules(verdict, text, value), verdict.findings


# A short reply that names a condition, then says since when, how it is treated or who does not know
RED_TERSE_DISCLOSURES = [
    "epilepsy, diagnosed at 19",
    "sertraline 50mg, every evening",
    "astma, od dziecka",
    "Diabetes Typ 1, seit der Kindheit",
    "bulimia, desde los 15",
    "anorexia, nadie lo sabe",
    "schizophrénie, sous olanzapine",
    "епілепсія, лікуюсь з 2019",
    "lesbian. my parents don't know",
]
GREEN_TERSE_LOOKALIKES = [
    "insulin has been made since 1922",  # news, no head and break
    "epilepsy awareness week, since Monday on the radio?",  # a question
    "asthma inhalers on sale since Monday at the chemist, half price, all brands, worth stocking up for winter",
    "Колега давно на лікарняному, не знаю, що з ним.",
    "maybe ADHD, not diagnosed, no idea",
]


@pytest.mark.parametrize("text", RED_TERSE_DISCLOSURES)
def test_a_short_reply_about_ones_own_condition_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN_TERSE_LOOKALIKES)
def test_news_questions_and_hedges_in_short_lines_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# A reply that is the user's home address with "that's home" after it, or a full name and a full date
RED_TERSE_IDENTITY = [
    "27 Hawthorn Road, Leeds, LS6 2QB, that's where I live",
    "ul. Lipowa 7/3, 20-016 Lublin - tu mieszkam",
    "Bergstraße 21, 69120 Heidelberg, da wohne ich",
    "Avenida de América 35, 4º A, 28002 Madrid - aquí vivo",
    "8 rue Victor Hugo, 69002 Lyon, c'est chez moi",
    "вул. Шевченка 14, кв. 3, Київ — я там живу",
    "Tomasz Wrona, 03.09.1979",
    "14/06/1992 - Claire Dupont",
    "yes, Sophie Turner 30/11/1985",
    "Олена Бойко, 21.04.1990",
]
GREEN_TERSE_IDENTITY = [
    "Musterstraße 1, 10115 Berlin, da wohne ich",  # a sample street
    "27 Hawthorn Road, Leeds, LS6 2QB, that's the venue",
    "Tomasz Wrona, 03.09.2026",  # a date to come: an appointment
    "Marie Curie, 07/11/1867",  # history
    "Max Mustermann, 01.01.1980",
    "Grand Hotel, 12/05/2014",
]


@pytest.mark.parametrize("text", RED_TERSE_IDENTITY)
def test_a_reply_that_is_a_home_address_or_a_name_and_birth_date_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN_TERSE_IDENTITY)
def test_samples_venues_appointments_and_history_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# "address:password", as combo lists and password-manager notes write it; git remotes and ports stay green
RED_COMBOS = [
    ("olek.zaremba@gmail.com:Wiosna2024!", "Wiosna2024!"),
    ("tu: hanna.weiss@web.de:Sonnen#blume7", "Sonnen#blume7"),
    ("lucia.ortega@hotmail.es:k8PzQ2vLm", "k8PzQ2vLm"),
    ("maxime.roux@orange.fr:Chat-noir-42, l'ancien", "Chat-noir-42"),
]
GREEN_COMBOS = [
    "git@github.com:acme/widgets.git",
    "git@gitlab.com:tools.git",
    "ssh deploy@build.internal.net:2222",
    "scp notes.txt backup@nas.home.arpa:/srv/backup",
]


@pytest.mark.parametrize(("text", "value"), RED_COMBOS)
def test_an_address_password_combo_has_its_password_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert any(text[f.start:f.end] == value and f.reason == "password" for f in verdict.findings), verdict.findings


@pytest.mark.parametrize("text", GREEN_COMBOS)
def test_git_remotes_ports_and_paths_after_an_address_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# Beliefs in a terse reply: a union or party with since when, a member's word before it, a faith's members
RED_TERSE_BELIEFS = [
    "Unison member since 2011",
    "ver.di, seit 2015",
    "CFDT depuis mes débuts",
    "CCOO desde 2008, afiliada",
    "tak, Solidarność od 1990",
    "adhérente LFI",
    "Mitglied der SPD",
    "członkini Lewicy",
    "член профспілки",
    "muzułmanka, od urodzenia",
    "Zeugen Jehovas, die ganze Familie",
    "католичка",
    "musulmán, practicante",
]
GREEN_TERSE_BELIEFS = [
    "the Greens since 2019 have lost seats in every election",
    "Orthodox Easter falls on the 20th",
    "catholic school fees went up again",
    "gym member since 2016",
    "Razem z mamą, od rana",
    "thinking of joining the union tbh",
]


@pytest.mark.parametrize("text", RED_TERSE_BELIEFS)
def test_union_party_and_faith_in_a_terse_reply_are_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN_TERSE_BELIEFS)
def test_news_about_parties_and_faith_adjectives_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings
