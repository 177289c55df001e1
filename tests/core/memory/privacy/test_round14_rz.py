"""Round 14 of the privacy detector (broad-z: informal family chat, lower case, least English).

Family 1, a digit said as an article between digit words: "zéro six un huit ...", "null eins ein sieben ...".
Family 2, a phone number after a French "rappelle(r)": "rappelle le garagiste au 0612457893".
Family 3, a Spanish DNI whose sentence also names a hotel or a shop ("mi dni para la reserva del hotel").
Family 4, a Ukrainian passport called "закордонний" or "загранник" without the word "паспорт".
Family 5, a recovery key printed as one chain of capital groups after the codes' name, letters only too;
the codes' name in the singular ("código de recuperación", "kod zapasowy", "код відновлення").
Family 6, a keypad code followed by the key pressed after it ("alarme 4827 puis dièse", "сигналка 4827 і
решітка"); an intercom code with its key letter ("код домофону 118К").
Family 7, an address given for a delivery (the cue before the street), and a person named by their role or
relation who lives or "is at" an address, all typed in lower case (identity_chat.py).
Family 8, a birth date said as a birthday with its year or after "dob is".
Family 9, a plate in lower case with its owner named in lower case after the car ("auto tego pawła").
Family 10, disclosures passed on about a friend or relative with no "I" (vocab/chat.py): a psychiatric medicine
taken, a psychiatric ward, being treated for a condition, a diagnosis made official, results back with a finding,
HIV; a conversion, joining a union or a party (done, not wished); a family's minority origin; seeing someone
else while the partner knows nothing.
Family 11, look-alikes: a template's sample e-mail address, a flat's floor area beside a room count.
Family 12, a sensitive word in a sentence that says the speaker is still deciding ("me lo estoy pensando", "mal
schauen ob"): a strong hedge, as vague as a question.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.verdict import detect

RED = [
    # family 1
    "le numéro du pédiatre c'est zéro six deux un un neuf quatre huit sept trois",
    "meine neue nummer null eins sechs zwei ein acht drei vier fünf sieben",
    # family 2
    "rappelle le garagiste au 0745129836 avant ce soir",
    "rappelez le type du garage au 0785214963 svp",
    # family 3
    "apunta mi dni para la reserva del hotel: 71936420-x porfa",
    # family 4
    "закордонний у сина ЕР512873 закінчується в травні",
    "загранник у мамы FK714295 до 2029",
    # family 5
    "voici ta clé: les codes de secours QWKD-MNBV-LKJH-PQRS-ZXCV",
    "tu código de recuperación es PLMQ-WXNZ-KJTR-HGFD, guárdalo",
    "kod zapasowy do konta: TRWQ-ZXNM-PLKJ-HGDS",
    # family 6
    "alarme de la maison 4827 puis dièse sinon ça sonne",
    "сигналка в гаражі 5931 і решітка",
    "la alarma del chalet 7264 y almohadilla",
    "die alarmanlage im keller 3816 und raute drücken",
    "der alarm im laden 5521 und dann raute, nicht vergessen",
    "код домофону 118К, третій поверх",
    # family 7
    "deliver it to 9 larch grove, flat 2, leeds, i'm home after 5",
    "envíamelo a c/ mayor 14, 3º b, 28013 madrid porfa",
    "wyślij na adres ul. lipowa 3 m 7 w radomiu",
    "відправ на адресу вул. франка 12 кв 5, тернопіль",
    "la voisine du dessus, ophélie rabier, habite 8 rue des lilas à lyon",
    "mein nachbar, kurt bauer, wohnt jetzt in der gartenstr. 7 in bamberg",
    "the new flatmate, ellie ward, is at 3 hazel close, until june",
    # family 8
    "nicht vergessen: opas geburtstag 02.03.1949, er wird 77",
    "el cumple de paco es el 03/05/1958, le compramos flores",
    "auntie joan's dob is 21/09/1957 for the booking",
    "meine schwiegermutter hat am 04.06.1951 geburtstag",
    "fecha de nacimiento de la abuela: 12/02/1940",
    "Zustelladresse: Gartenstraße 12, 80331 München",
    "Adres doręczenia: ul. Polna 5/3, 30-001 Kraków",
    # family 9
    "znowu stoi pod bramą kr 40917, to czarne audi, auto tego pawła z góry",
    # family 10
    "kuba is back on antidepressants since the summer, keep it quiet",
    "ma sœur prend du xanax tous les soirs depuis l'accident",
    "opa nimmt seit dem schlaganfall antidepressiva, sagt er keinem",
    "wujek leży od tygodnia na psychiatrii, nikomu nie mów",
    "ihr sohn ist seit montag in der psychiatrie",
    "lena leczy się na anoreksję od roku",
    "el diagnóstico ya es oficial: párkinson, se lo dirá a sus hijos el domingo",
    "tomás tiene vih desde hace años",
    "zuza przeszła na islam i zmieniła imię",
    "mon cousin s'est converti au bouddhisme l'an dernier",
    "wir sind jetzt beide in der gewerkschaft, der chef weiß es noch nicht",
    "noah ist jetzt in die gewerkschaft ig bau eingetreten",
    "ihre eltern kurdisch sind, deshalb die flucht damals",
    "lucas est d'origine kabyle mais il le cache au boulot",
    "od roku sypiam z sąsiadem, a mąż nic nie wie",
]

GREEN = [
    "un deux trois soleil, on joue ?",
    "j'ai un chat et trois chiens",
    "rappelle-moi la commande 0787329802 demain",
    "el hotel tiene el cif B12345678 en la factura",
    "закордонний паспорт коштує 1200 грн і робиться 20 днів",
    "backup codes look like XXXX-XXXX-XXXX-XXXX in the docs",
    "the alarm costs 2499 plus star rating",
    "сигналку поставили за 7683 грн",
    "the shop delivers to 12 high street only on mondays",
    "our company address for invoices: ul. kwiatowa 17, 00-001 warszawa",
    "the museum is at 14 elm close",
    "birthday party on 12.05.2026 at 5pm",
    "wir liefern an die filiale in der hauptstr. 5",
    # family 10 and 11
    "research on lithium batteries is booming",
    "the diagnosis is confirmed by a biopsy in most cases",
    "poland joined the european union in 2004",
    "thinking of joining the union tbh",
    "chcę wstąpić do partii, co o tym myślisz?",
    "i need a hiv test before the surgery, where do i go?",
    "my family went to a kurdish restaurant",
    "i'm in love with this song and my husband doesn't know why",
    "er ist arzt in der psychiatrie und arbeitet nachts",
    "w szablonie maila wpisz ania.nowak@example.com, potem podmienimy",
    "3-zi-whg 64 m², warmmiete 1150 €, frei ab märz",
    # family 12: still deciding (a yellow line, not red)
    "mi médico me ha recomendado ir al psiquiatra, me lo estoy pensando",
    "das konto ist fast leer, mal schauen ob wir den dispo anfassen müssen",
]


@pytest.mark.parametrize("text", RED)
def test_round14_family_chat_values_are_red(text: str) -> None:
    verdict = detect(text, region="PL")
    assert verdict.is_red, text
    assert not verdict.reason.endswith("(learned model)"), (text, verdict.reason)  # a rule's finding, not a guess


@pytest.mark.parametrize("text", GREEN)
def test_round14_look_alikes_stay_green(text: str) -> None:
    assert not detect(text, region="PL").is_red, text


def test_an_article_between_digit_words_is_read_as_one() -> None:
    assert "0611234" in normalise("zéro six un un deux trois quatre").text
    assert normalise("un deux trois soleil").text == "un deux trois soleil"
