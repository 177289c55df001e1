"""Round 30 (rident): a named person tied to their home, as fresh text writes it and the detector did not read.
Sentences written for these tests, none taken from a benchmark file.

Classes (the mechanism in brackets):
- H1 a name and a home typed in a hurry: lower case, no commas, no dots after the street's type, no diacritics, the
  name running into the street, after a self-introduction ("soy", "I'm", "je suis", "jestem", "ich bin") - the name
  is the words between the anchor and the street, whatever given name it holds (hurried_homes.py);
- H2 the same after a relative or a friend the message is for ("a mi abuelo", "do babci", "to my friend",
  "an meine Oma", "бабусі") - hurried_homes.py;
- R  rural and Eastern European forms: a village, a district or a region with its marker between the name and the
  street, or a village with a house number and no street ("с. Вишневе, вул. Садова 9", "wieś Zalesie 45") -
  hurried_homes._PLACE, _STREET's village branch;
- S  the name after the home: a signature at the message's end under the writer's own address, or the name in its own
  clause after somebody's home ("her name's", "se llama", "sie heißt", "nazywa się") - signed_homes.py;
- G  green twins: placeholders, an anchor followed by a place, a business or an everyday word, a street without a
  house number, an office signed by its staff, German "im" before a place, a name in no naming clause.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # H1: a self-introduction, then the name, then the street typed in a hurry
    "im kerry oduya 14 lambourne rd bristol bs3 4qe pls help me write to the landlord",
    "i'm fergus talbot 88 hollins cres york can u draft a letter to the council",
    "my name is wendell okafor 305 juniper st apt 2 denver co 80203 write an appeal for the parking fine",
    "soy ainhoa berasategui calle zurbano 41 2 dcha 28010 madrid ayudame con la reclamacion",
    "me llamo rogelio fuentes marin av del puerto 17 valencia redacta una queja",
    "je suis solene marchetti 7 avenue jean jaures 69007 lyon aide moi pour la lettre",
    "je m'appelle aurelien bouvard 23 bd de la liberte lille ecris au syndic",
    "jestem grazyna wilczek ul kwiatowa 17 m 4 radom napisz mi odwolanie",
    "nazywam sie bogdan pawlikowski os piastowskie 12/7 poznan pomoz z pismem",
    "ich bin mirko hansen lindenstr 14 24103 kiel schreib bitte an die hausverwaltung",
    "ich heisse svenja lorenz gartenweg 3 hannover bitte kündigung formulieren",
    "Я Оксана Дмитренко вул Лесі Українки 12 кв 5 Полтава, напиши скаргу",
    "меня зовут геннадий суворов ул садовая 8 кв 14 тверь помоги с письмом",
    # H2: a relative or a friend the message is for
    "send a card to my nan edna pilkington 9 coronation st wigan",
    "post this to my mate dominic lyle 42 thornbury ave leicester le2 3hp",
    "envia la carta a mi tia remedios ojeda c/ sol 5 cadiz",
    "manda las flores a mi madre consuelo ibarra avda de america 33 bilbao",
    "envoie le colis a ma grand-mere ginette poulain 4 rue du moulin 21000 dijon",
    "wyslij paczke do dziadka zdzislawa mroza ul polna 3 sieradz",
    "przeslij zaproszenie do cioci haliny pyrek os tysiaclecia 22/5 katowice",
    "schick das paket an meine oma hedwig brandt birkenweg 8 ulm",
    "Надішли листівку дідусеві Степану Гнатюку вул Шкільна 4 Умань",
    "отправь посылку бабушке Зинаиде Котовой ул Ленина 7 Кострома",
    # R: a village, a district or a region between the name and the street, or a village with a house number
    "Відправ подарунок тітці Галині Савчук, с. Зелене, вул. Миру 15, Вінницька обл.",
    "Надішли листа дядькові Остапу Мельничуку, село Грабівка, буд. 27, Івано-Франківська обл.",
    "Отправь открытку бабушке Валентине Рябовой, д. Липовка, ул. Центральная 3, Тульская обл.",
    "Wyślij kartkę do babci Genowefy Sroki, wieś Zalesie 45, gm. Michów",
    "Paczka dla wujka Tadeusza Kulika, gm. Nowa Słupia, ul. Świętokrzyska 8",
    # S: the name after the home
    "new address for the wedding list: I'm at 12 Larch Way, Ipswich IP4 2NS now — Rowena Tulliver",
    "I live at 3 Kestrel Court, Bath BA2 4LP\nMarcus Fenwright",
    "he lives at 44 Canal Street, Leeds LS1 4DW — his name's Arlo Whitcombe, can you draft the invite",
    "mi abuela vive en calle Arenal 9, 18001 Granada, se llama Purificación Ortega",
    "meine Tante wohnt in der Gartenstraße 5, 34117 Kassel, sie heißt Erna Vogtmann",
    "babcia mieszka przy ul. Lipowej 9, 25-001 Kielce, nazywa się Zofia Pietrasik",
    "ma tante habite 14 rue des Lilas, 35000 Rennes, elle s'appelle Odette Gaillard",
]

GREEN: list[str] = [
    # placeholders
    "jestem jan kowalski ul przykladowa 1 00-001 warszawa to przyklad do formularza",
    "im john doe 123 main st springfield this is just sample data for the form",
    "soy juan perez calle falsa 123 es un ejemplo para el formulario",
    # an anchor followed by a place, a business or an everyday word
    "im at the office 27 high st leeds",
    "i'm new here 12 main st is where we meet",
    "soy de madrid calle mayor 12 es donde quedamos",
    "je suis au bureau 12 rue de la paix jusqu'à 18h",
    "jestem teraz w pracy ul dluga 5 przyjedz po 17",
    "ich bin im büro hauptstraße 5 bis 17 uhr",
    "wir treffen uns im alten rathaus hauptstraße 5 um 19 uhr",
    "my friend has a shop at 14 high st leeds",
    # a street without a house number
    "soy marta lopez y vivo cerca de la calle mayor",
    "my friend tom hayes lives somewhere near birchmoor rd",
    # an office signed by its staff; a name in no naming clause
    "Our office is at 5 Quarry Lane, Frome BA11 2RD — Ellis Pennock, Manager",
    "The shop is at 27 Fenwick Road, Shrewsbury SY2 6PL — ask for Colette Marwood at the till",
    "We are open at 14 Market Street, Leeds LS1 6DT from Monday — Harbour Books",
    "she lives at 27 Fenwick Road and the landlord is a company called Fenwick Lettings",
    # a distance, a count, a time after the words
    "my grandad walked 12 miles to st ives every summer",
]


@pytest.mark.parametrize("text", RED)
def test_hurried_and_signed_homes_are_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.reason in ("name with home address", "home address", "a relative's home address")
               for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN)
def test_places_businesses_and_placeholders_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not any(f.kind.name == "IDENTITY" for f in verdict.findings), (text, verdict.findings)


# the same mechanisms, the recipient named only by the sending verb (a whole postal address after the street), a flat
# before the street, a sign-off before the signature
RED_MORE: list[str] = [
    "ship the parcel to kerry oduya 14 lambourne rd bristol bs3 4qe",
    "mail the cheque to wendell okafor flat 2 305 juniper st denver co 80203",
    "envia el paquete a ainhoa berasategui calle zurbano 41 28010 madrid",
    "envoie le colis à solene marchetti 7 avenue jean jaures 69007 lyon",
    "wyślij paczkę do grazyny wilczek ul kwiatowa 17 26-600 radom",
    "schick das paket an mirko hansen lindenstr 14 24103 kiel",
    "im dana whitlock flat 3 27 birchmoor rd leeds",
    "my new address is 9 Heron Close, Norwich NR4 7TJ. Thanks, Priya Ramdhani",
]
GREEN_MORE: list[str] = [
    "send the invoice to acme supplies 12 high st leeds ls1 2ab",
    "ship it to the warehouse 4 dock rd hull hu1 2aa",
    "send the invite to tomas 14 lambourne rd",  # one word: no name
    "post the form to the council 1 town hall sq leeds ls1 1ur",
    "manda la factura a la empresa calle mayor 3 28013 madrid",
    "Our office moved to 9 Heron Close, Norwich NR4 7TJ. Thanks, Priya Ramdhani",
    "my mum says bus 12 stops on high st",
    "send it to customer service 1 main st springfield il 62701",
    "wyślij fakturę do firmy abc ul polna 3 00-001 warszawa",
    "ship it to john smith 1 main st anytown 12345",
    "my brother works at tesco 14 high st",
    "mi hermano trabaja en la calle mayor 5",
    "я зараз на роботі вул Хрещатик 5",
]


@pytest.mark.parametrize("text", RED_MORE)
def test_sent_to_a_name_and_signed_after_are_red(text: str) -> None:
    verdict = detect(text)
    assert any(f.kind.name == "IDENTITY" for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN_MORE)
def test_sent_to_a_business_stays_green(text: str) -> None:
    assert not any(f.kind.name == "IDENTITY" for f in detect(text).findings), text
