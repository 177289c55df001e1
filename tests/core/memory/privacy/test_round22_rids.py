"""Round 22 (helper rids, sets broad-zzf..zzj): identifiers, secrets and identity and their look-alikes. Each
sentence is the helper's own, written for the class (not a set's line), and each failed on the code before the round."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

_BLIK_TYPOS_RED = [
    'bilk 730155 dla ciebie na pizze, masz 2 min',
    'blk 482 913 szybko',
    '730155 bilk, wpisz w apce',
    'dawaj bilka: 294 117',
    'podaj blki 663021 zanim wygasnie',
    'lbik 902114 na zakupy',
]


@pytest.mark.parametrize("text", _BLIK_TYPOS_RED)
def test_blik_typos_red(text: str) -> None:
    assert detect(text).label == "red", text


_CHECKLISTS_GREEN = [
    'Documentos para la TIE: [ ] pasaporte [ ] foto [ ] tasa 790-012 [ ] cita previa. ¿Algo más?',
    'Checklist: [x] passport [ ] photos [ ] fee 2024-118 [ ] appointment',
]


@pytest.mark.parametrize("text", _CHECKLISTS_GREEN)
def test_checklists_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_ENTRY_CODES_RED = [
    'Klingelcode 5519',
    'Klingelcode 55*19',
    "code d'entrée 482B, bâtiment C",
    'der Hauscode ist 2291#',
    'код входа в подъезд 2217',
    'Oma sagt, der Klingelcode unten ist 4471, dann 3. Stock',
    'buzzer code 2207 and flat 5',
]


@pytest.mark.parametrize("text", _ENTRY_CODES_RED)
def test_entry_codes_red(text: str) -> None:
    assert detect(text).label == "red", text


_GIVEN_BIRTHS_RED = [
    'Lukas geb. 02.11.2009',
    'Ola ur. 17.03.2014 - do formularza kolonii',
    'Noé né le 14/08/2016',
    'Nerea nació el 29/05/2012',
    'Софійка народилась 03.02.2018',
    'Marta urodziła się 12.05.2016, wpisz do karty',
    'Kuba, ur. 3.09.2015',
    'Emma wurde am 04.06.2013 geboren',
    'mia geboren 12.12.2019',
    'Leo born 14/02/2017 - for the camp form',
    'Oliver was born on 21/07/2014, need it for the passport renewal',
    'Inès née le 2 mars 2015',
    'Lucía nacida el 8/10/2015',
    'Pablo nació el 3 de mayo de 2011',
    'Артем народився 14.06.2010',
    'Маша родилась 22.09.2016',
    'Даша, д.р. 01.02.2015',
    'Zosia ur 4.11.2018',
    'Jan (ur. 11.11.2011) - wpisz do listy',
    'Mila * 12.04.2017',
    'Filip ur. 02.07.2016, alergia na orzechy - do karty kolonisty',
    'Pola urodzona 14 lutego 2019',
    'nerea nacio el 29/05/2012',
    'Zuzia urodzila sie 3.03.2017 w szpitalu na Madalinskiego',
    'Finn, geb. am 12.08.2015, wird im Sommer eingeschult',
    'Lina ist am 7. Juni 2012 geboren',
    "Chloé, née le 11/01/2014 – pour l'inscription au centre aéré",
    'Martina nacida el 2 de febrero de 2013',
    'Оленка народилася 11.09.2019',
    'Тимофей родился 05.05.2014 — для анкеты в садик',
    'Назар, 12.03.2016 р.н.',
    'Harry b. 03/03/2018',
    'Sofía, nac. 04/04/2015',
    'Матвій нар. 20.10.2013',
    'Kacper ur 15.12.2012 pesel w zalaczniku',
    'Amelia, born 04 October 2014, needs the allergy form',
    'Imię: Ola\nData ur.: 17.03.2014',
    'Kind: Finn\ngeboren am: 12.08.2015',
    'Prénom : Noé\nNé le : 14/08/2016',
    'Hugo (né le 03/04/2012) part en colo',
    'Lena, *12.04.2017, Gruppe Bären',
]


@pytest.mark.parametrize("text", _GIVEN_BIRTHS_RED)
def test_given_births_red(text: str) -> None:
    assert detect(text).label == "red", text


_HOME_CUES_GREEN = [
    'Collège Jean Moulin, 12 avenue de la Gare, 69001 Lyon — horaires du secrétariat ?',
    'Hotel Maria Cristina, Paseo de la República 4, San Sebastián - ¿está bien?',
    'Lycée Victor Hugo, 10 rue Pasteur, 75011 Paris — portes ouvertes samedi ?',
    'Gasthof Anna Maria, Dorfstraße 3, 83700 Rottach — gutes Essen?',
    'Szkoła Podstawowa im. Marii Konopnickiej, ul. Szkolna 5, Kielce - godziny otwarcia?',
    'Colegio Miguel Hernández, Calle Luna 4, 03001 Alicante: ¿horario de secretaría?',
    'Hôtel Marie Stuart, 12 rue de la Paix, 75002 Paris - est-ce cher ?',
]


@pytest.mark.parametrize("text", _HOME_CUES_GREEN)
def test_home_cues_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_HOME_CUES_RED = [
    'Zenon Pietrak, ul. Lipowa 9 m. 3, Kielce - adres teścia',
    "Please address the letter to the school from Maya Corrigan, 22 Pennine Way, Halifax HX2 7QT, she's in Year 4.",
    'Reference form: Landlord reference — previous tenant Marcus Hale lived at Flat 2, 19 Kestrel Road, Leeds LS6 2QT for three years.',
    'Anmeldung bei der Meldebehörde: Name: Petra Albrecht, neue Wohnung: Heinrichstraße 23, 2. OG links, 30175 Hannover, Einzug 01.12. – Stimmt die Reihenfolge?',
    "Attestation d'hébergement : j'héberge ma cousine Amel Haddad au 23 bd Voltaire, 13001 Marseille, depuis le 1er octobre.",
    'Ewald Brunner, Ahornweg 7, 84028 Landshut – Adresse vom Opa für die Weihnachtskarte',
    'Rosario Lomas, calle Olivo 12, 2ºB, 41003 Sevilla, es la dirección de mi suegra',
    'Gilberte Roux, 8 rue des Lilas, 69003 Lyon : adresse de mamie pour le colis',
    'Wohnungsgeberbestätigung: eingezogen ist Jannik Sauer, Birkenstraße 9, 04109 Leipzig, am 01.11.',
    'Referencja od właściciela: pan Radosław Kubiak wynajmował mieszkanie przy ul. Kwiatowej 8/4 w Lublinie przez 2 lata',
    'Reinhold Kessler, Lindenallee 12, 53111 Bonn, das ist die Adresse meines Schwiegervaters',
    'Anselmo Ribas, Av. del Puerto 88, 46021 Valencia – dirección de mi abuelo',
    'Landlord reference: tenant Orla Brennan, 3 Canal Street, Dublin 8, paid on time',
    'Bestätigung für den Vermieter: Mieterin Wiebke Thiessen, Hafenstraße 5, 24103 Kiel',
    'Quittance de loyer : locataire Ophélie Marchand, 9 rue Pasteur, 35000 Rennes',
    'Ведомость: жилец Аркадий Бобров, ул. Ленина 14, кв. 3, Самара',
    'the pupil Ines Vidal lived at 5 Rose Court, Bath BA1 2QT until June',
    'Meldebescheinigung: Name: Gunnar Lohse, Wohnsitz: Am Markt 3, 18055 Rostock',
    "Attestation : j'héberge mon frère Idriss Kane au 11 rue Victor Hugo, 75011 Paris",
    'Carta de referencia: el inquilino Eneko Arana vivía en Calle Sol 7, 2º, 48001 Bilbao',
    'Neue Anschrift der Kundin Gudrun Pfeiffer: Ahornweg 7, 84028 Landshut',
    'Dirección nueva del cliente Anselmo Ribas: Av. del Puerto 88, 46021 Valencia',
    'Nouvelle adresse du patient Gilbert Roux : 8 rue des Lilas, 69003 Lyon',
]


@pytest.mark.parametrize("text", _HOME_CUES_RED)
def test_home_cues_red(text: str) -> None:
    assert detect(text).label == "red", text


_INSTITUTIONS_GREEN = [
    'Żłobek miejski ma REGON 123607971 w stopce pisma, czy to mam podać w PIT-cie?',
    'Przedszkole nr 5 ma REGON 123607971, wpisać go w formularzu?',
]


@pytest.mark.parametrize("text", _INSTITUTIONS_GREEN)
def test_institutions_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_KEYED_SPLIT_CODES_RED = [
    "код від під'їзду 1 9 8 К, потім 5 поверх",
    'portal del edificio 2 5 8 0 #',
    'door code 7 3 4 B',
    'код домофона 3 8 * 2 1',
    'kod do furtki 8 8 4 A',
    'digicode 1 4 7 B puis 3e étage',
]


@pytest.mark.parametrize("text", _KEYED_SPLIT_CODES_RED)
def test_keyed_split_codes_red(text: str) -> None:
    assert detect(text).label == "red", text


_LOTTERY_GREEN = [
    'Jugué 05-12-27-33-41-49 en la Primitiva, reintegro 3. ¿Cómo reclamo un premio menor?',
    'moje liczby 03-11-19-24-38-45, sprawdzisz?',
    "j'ai coché 04-15-22-31-40-48 ce soir",
    'мої числа 01-08-15-29-36-42',
    'played 07 14 21 28 35 42 last night, check it',
]


@pytest.mark.parametrize("text", _LOTTERY_GREEN)
def test_lottery_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_OFFICE_REFERENCES_GREEN = [
    'Номер звернення 2026-112-4471 — вказувати в повторній заяві?',
    'номер обращения 2025-318-0092, что дальше?',
]


@pytest.mark.parametrize("text", _OFFICE_REFERENCES_GREEN)
def test_office_references_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_PHONES_RED = [
    'Fridge list for the sitter | Vet: Oak Hill Clinic | Neighbour Marcy: +14072107575 | Poison control: 1-800-222-1222',
    'Vet: Oak Hill Clinic | Neighbour Marcy: +14072107575',
    "W formularzu kolonijnym jest 'telefon do rodzica w nagłych wypadkach' — wpisałam mamę, 602 934 336. Może być numer babci zamiast?",
    'wpisałam mamę, 602 934 336. Może być numer babci zamiast?',
    'W formularzu kolonijnym — wpisałam mamę, 602 934 336.',
]


@pytest.mark.parametrize("text", _PHONES_RED)
def test_phones_red(text: str) -> None:
    assert detect(text).label == "red", text


_PUBLISHED_ACCOUNTS_GREEN = [
    'das studierendenwerk will die wohnheimmiete auf ihr konto DE78 4304 1233 1502 3464 45 , steht so auf deren website, reicht ne normale ueberweisung?',
]


@pytest.mark.parametrize("text", _PUBLISHED_ACCOUNTS_GREEN)
def test_published_accounts_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_ROUTER_KEYS_RED = [
    'router sticker: SSID TALKTALK-8E21C4, key PNVGBMTK — share to the guest note',
    'wifi network key is PNVGBMTK',
    'Sky router: network SKY4F2A1, wireless key QWPLRTXM',
    'naklejka z routera: sieć UPC1234567, hasło WLKRTXPQ',
    'Router-Aufkleber: WLAN FRITZ!Box 7530 QX, Schlüssel: PZKRTWXN',
    'box internet: réseau Livebox-7E21, clé : PRQNXTWK',
    'наклейка роутера: мережа TP-Link_8C21, ключ: MKRTPZXQ',
    "wifi at mum's: Virgin Media VM4411223, key xbtrqwmpkd",
]


@pytest.mark.parametrize("text", _ROUTER_KEYS_RED)
def test_router_keys_red(text: str) -> None:
    assert detect(text).label == "red", text


_SOLE_TRADERS_RED = [
    'REGON for my one-man firm in Poland 900194849',
    'n° de TVA de ma micro : FR23562627778',
    'REGON mojego sklepu 900194849',
    'numéro de TVA de ma micro FR23562627778, il faut le mettre sur la facture ?',
]


@pytest.mark.parametrize("text", _SOLE_TRADERS_RED)
def test_sole_traders_red(text: str) -> None:
    assert detect(text).label == "red", text


_STAYING_WITH_RED = [
    'Ich übernachte gerade bei meiner Schwester, Lindenallee 12, 53111 Bonn',
    'pomieszkuję u kolegi na ul. Długiej 5/2 w Gdańsku',
    "I'm staying with my cousin at 3 Canal Street, Dublin 8, until March",
    'me quedo en casa de mi amiga en la calle Sol 7, 2º, Bilbao',
    'je loge chez ma tante au 11 rue Victor Hugo, 75011 Paris',
    'Seit der Trennung wohne ich bei meinem Kumpel Tobias in der Gartenstraße 17, 04109 Leipzig, und es ist echt eng',
    'depuis la séparation je dors chez mon pote Karim, 5 allée des Pins à Bordeaux',
]


@pytest.mark.parametrize("text", _STAYING_WITH_RED)
def test_staying_with_red(text: str) -> None:
    assert detect(text).label == "red", text


_THING_ROWS_GREEN = [
    'Номер заказа 36096767 — в какое поле формы возврата?',
    'Bestellung | 2026-11-20 | Nr. 878034805215 | Status: versendet — Formular für Nachforschung?',
]


@pytest.mark.parametrize("text", _THING_ROWS_GREEN)
def test_thing_rows_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


_TYPED_ON_A_PHONE_RED = [
    'ola ur 17 03 2014 do formularza',
    'nerea nacio el 29 de mayo de 2012',
    'nuevo empleado: Iñaki, nacido el 4/5/1990, alta el lunes',
    'wyslij kartke do tescia zenon pietrak ul lipowa 9 m 3 kielce',
    'kod do klatki 1 9 8 k potem 5 pietro',
    'ssid dom_2 klucz wlkrtxpq',
]


@pytest.mark.parametrize("text", _TYPED_ON_A_PHONE_RED)
def test_typed_on_a_phone_red(text: str) -> None:
    assert detect(text).label == "red", text


_ZERO_VALUES_GREEN = [
    "Na wzorze wniosku o dowód jest 'ANNA NOWAK, seria ABA 300000'. To przykładowe dane, tak?",
    "En la plantilla de formulario de la web puse NIE 'X0000000T' y teléfono '+34 600 000 000'.",
    'the sample form shows phone +44 7000 000000 and NINO QQ 00 00 00 C',
]


@pytest.mark.parametrize("text", _ZERO_VALUES_GREEN)
def test_zero_values_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)
