"""Round 19 (helper rzst, accounts, shopping and money online; pasted text with an instruction).

- security_answers.py: the answer to a security question named by its topic (a mother's maiden name, a first pet, a
  first or primary school, a childhood street, a birth town, a first car, a favourite teacher) beside the words of a
  security question, in six languages, with the value after a colon, a dash, a verb or directly; an answer word
  with up to ten words naming the question before a colon.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # security questions' answers
    "my security answers for the bank: mother's maiden name Pritchard, first pet Muffin",
    "Security question on my Barclays login: street I grew up on – Elm Grove",
    "pytanie pomocnicze w PKO: nazwisko panieńskie mamy — Kwiatkowska",
    "odpowiedź na pytanie bezpieczeństwa w moim banku: pierwsza szkoła to SP 4 Lublin",
    "Sicherheitsfrage bei der Postbank: erstes Haustier – Krümel",
    "Antwort auf die Sicherheitsfrage der Comdirect zur Grundschule: Lessingschule Kiel",
    "respuesta secreta de mi Bizum: primera mascota Lupo",
    "pregunta secreta del banco: mi primer colegio fue el Santa Teresa",
    "réponse à la question secrète de ma banque en ligne : Caramel",
    "question de sécurité : nom de jeune fille de ma mère — Lemoine",
    "контрольне питання в Монобанку: перша школа — ліцей 17 Вінниця",
    "секретный вопрос: кличка первого питомца — Барсик",
    "security answer of my dad's account: his first car was a Skoda Fabia",
    "for my Nationwide login the memorable word is Bluebell",
    "w pytaniu kontrolnym o pierwszego psa wpisałem: Reksio",
    "die Sicherheitsantwort meiner Oma lautet Mohrle",
    "в мами контрольне питання — перша школа, відповідь Гімназія 5",
    "my secret answer: Oakfield Juniors",
    "pytanie kontrolne taty: nazwisko panieńskie babci Sowa",
    "pregunta de seguridad de mi tía: ciudad donde nació – Teruel",
    # payment handles
    "send the money to paypal.me/marta.kowal92 please",
    "Zahl mir die 20 € einfach über paypal.me/JonasBrandt",
    "mi enlace de PayPal: https://www.paypal.com/paypalme/lauragomez85",
    "mon revtag est @camille.b91, rembourse-moi",
    "mój Revolut: @kasia.n, oddaj za bilety",
    "my sister's venmo is @maya-cole-31, send her the $20",
    "Cash App me at $maddie2k, it's for the groceries",
    "pay my sister via revolut.me/annakrol, 30 zł",
    "скинь на Revolut, мій тег @oksana_lev, 200 грн",
    "Bitte per Revolut an @lena.schulz senden, 12 € fürs Kino",
    # a relative in the genitive or dative with a birth participle
    "konto dla syna Kuby, urodzonego 09.06.2013 – jakie papiery?",
    "zapisuję córkę Lenę... a dokładniej: karta dla córki Leny, urodzonej 17.01.2014",
    "ubezpieczenie dla żony Marty, urodzonej 30.04.1988",
    "довідка для сина Тараса, народженого 12.02.2012",
    "полис для дочери Алины, рождённой 12.02.2012",
    # a person, then their own home, then its address
    "i'm buying the bike from Liam Carter at his flat, 7 Elm Road, Bristol",
    "Übergabe bei Sabine Roth in ihrer Wohnung, Kastanienweg 3, Ulm",
    "recojo el sofá de Andrés Molina en su casa, Calle Pez 14, Madrid",
    "rendez-vous avec Julie Fabre chez elle, 4 rue Victor Hugo, Rennes",
    "odbieram rower od Tomasza Wrony z jego domu, ul. Klonowa 8, Łódź",
    "the seller, Dan Whitaker, said to come by at his house: 9 Fern Close, Bath",
    "sprzedająca Agata Lis odda kurtkę u siebie w domu, ul. Polna 3, Opole",
    # a German call verb beside a parcel's word
    "Lieferung an meine Schwester, ruf sie an: 0152 3847 1190",
    # an account after "sur"/"na" and a share word
    "j'ai viré sa part sur FR8593131876116019667498263 ce matin",
]
GREEN = [
    "my bank asks for my mother's maiden name - is that even safe?",
    # a test environment's codes, a mock-up's security code, a card's issuer prefix
    "In the Stripe test mode the 3DS SMS code 123456 always passes, right?",
    "w trybie testowym Przelewy24 kod BLIK 777111 zawsze działa?",
    "im Testmodus von PayU ist der BLIK-Code immer 777222",
    "Mock-up for the pay screen: card 1234 5678 9012 3456, MM/YY, CVV 123",
    "bin 368193 – what bank is that?",
    # a shop's business account, a company's tax number with its legal form, an office's line with its hours
    "The online shop wants prepayment to its business account DE61891363227187077918 – legit?",
    "Sklep internetowy każe płacić z góry na PL18027667461139441168081806 – to bezpieczne?",
    "Zestawienie: Wykonawca: Okna-Bud Sp. j., NIP 398-259-79-16, wartość 18 400 zł netto",
    "Wykonawca: Dach-Pol Sp. k., NIP 398-259-79-16",
    "Traduce: «Gestoría Martín, teléfono 982 297 100, L-V de 9 a 14h»",
    "Переклади: «Відділ соцзахисту, телефон 0432 55 12 40, пн–пт 8:00–17:00»",
    # placeholders in a template: a surname-first placeholder person, a "domain" e-mail, a sandbox's account
    "Traduis le formulaire : Nom : DUPONT Jean / Adresse : 3 rue de l'Exemple, 75000 Paris",
    "Übersetze die Vorlage: E-Mail: vorname.nachname@domain.de, Telefon: 01XX XXXXXXX",
    "is sb-83kd21x@business.example.com a real paypal account or a sandbox one?",
    # postcodes
    "zip codes to check: 10001, 94103, 60601, 73301",
    "Posortuj kody pocztowe: 00950, 31001, 80001, 60001",
]

# look-alikes the new rules must leave green (green before them too): the topic without an answer, a placeholder
# handle, the app's own account, an amount, an e-mail address
GUARDS = [
    "what's a good security question? first pet or first school?",
    "pytanie pomocnicze: nazwisko panieńskie matki - czy to bezpieczne?",
    "Welche Sicherheitsfrage nehme ich: erstes Haustier oder Grundschule?",
    "¿es seguro usar el primer colegio como respuesta secreta?",
    "la réponse à la question secrète ne doit pas être le nom de votre animal",
    "контрольне питання про першу школу — чи легко його вгадати?",
    "how do I create a paypal.me/yourname link?",
    "Follow @Revolut on X for outage updates",
    "my venmo shows $25 pending from the refund",
    "wrote to revolut at help@revolut.com about the fee",
]


@pytest.mark.parametrize("text", RED)
def test_red(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize("text", GUARDS)
def test_guard_stays_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]
