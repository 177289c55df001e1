"""Round 29 (rsec): a card's PIN named by its card, a one-time code given sentences after its name, a PIN described
by where it is kept or typed - three mechanisms behind the fresh sets' secret misses, each in six languages.

Sentences written for these tests (none taken from a benchmark file). Classes:
- A a code word and a payment card named together, in either order, with any words between them and the value
  ("Retiens le code de ma nouvelle carte bancaire après le changement de banque : ...", "the code for my new debit
  card is ...", "kod do mojej nowej karty debetowej po zmianie banku: ...", "Ma carte bleue a pour code ...")
  (secret_card_pins.py);
- B a one-time code named (pushTAN, SMS-TAN, BLIK, a verification, confirmation or SMS code), its value one to three
  sentences later with no key word beside it ("Auf dem Display steht noch ...", "the lock screen still shows 4471 09")
  (secret_otp_topics.py);
- C a PIN described instead of named: what a number on a wallet's note "stands for", what is typed at a cash machine
  or till, "the four digits" (secret_card_pins.py);
- D green on the base's older code finders and now: an order's, a parcel's or a voucher's number named right before
  a number in a message about a code sent by text (secrets._received_codes, secrets._scan_words), an amount in pounds.

RULE_RED: red by a rule (on the base, 5af20ac, 23 of them were green or red only by the learned model). GREEN: the
same surfaces with a price, a count, a time, a year, an amount withdrawn, an order's, a loyalty card's or an error's
number, a card's last digits, a code still to come: green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RULE_RED: list[tuple[str, str]] = [
    ('A', 'Retiens le code de ma nouvelle carte bancaire après le changement de banque : 3847.'),
    ('A', 'le code de ma nouvelle carte bancaire : 3847'),
    ('A', "Le code de ma carte bleue c'est 5091, je l'oublie tout le temps."),
    ('A', "Note quelque part le code de la nouvelle carte de ma mère, 2716, elle ne s'en souvient jamais."),
    ('A', 'the code for my new debit card is 4719'),
    ('A', 'Remember the code for my new debit card after the bank switch: 6283.'),
    ('A', "My card's code is 5917 and I keep forgetting it."),
    ('A', "The code on Mum's new credit card is 8364, can you help me remember it?"),
    ('A', 'kod do nowej karty to 4719'),
    ('A', 'Zapamiętaj kod do mojej nowej karty debetowej po zmianie banku: 6283.'),
    ('A', 'Kod do karty mamy: 5917, ciągle go zapomina.'),
    ('A', 'Die Geheimzahl meiner neuen Karte ist 4719.'),
    ('A', 'Merk dir den Code meiner neuen EC-Karte nach dem Bankwechsel: 6283.'),
    ('A', 'Der Code für die neue Bankkarte von Papa lautet 5917.'),
    ('A', 'El código de mi tarjeta es 4719.'),
    ('A', 'Recuerda el código de mi nueva tarjeta de débito tras el cambio de banco: 6283.'),
    ('A', 'El código de la tarjeta de mi madre es el 5917, siempre lo olvida.'),
    ('A', 'Код від моєї картки 4719'),
    ('A', "Запам'ятай код від нової картки після зміни банку: 6283."),
    ('A', 'Код от моей новой карты — 5917, постоянно забываю.'),
    ('A', 'Код до маминої картки: 8364.'),
    ('A', "Ma carte bleue a pour code 7302, mais je le confonds toujours avec l'ancien."),
    ('A', "My new debit card's code: 4186. Write it somewhere safe for me."),
    ('A', 'Nowa karta debetowa, kod 6391, zapisz mi to gdzieś.'),
    ('A', 'Meine neue Girokarte hat die Geheimzahl 2957, kannst du sie dir merken?'),
    ('A', 'Mi tarjeta de crédito nueva tiene el código 8142, apúntalo por favor.'),
    ('A', 'Моя нова банківська картка, код — 5037, запиши десь.'),
    ('B', 'Ich sitze im Zug und wollte die Miete überweisen. Die pushTAN kam noch an, dann ist die App abgestürzt. Auf dem Display steht noch 738150. Kann ich die noch eingeben?'),
    ('B', 'Meine Mutter hat eine SMS-TAN bekommen, aber die Seite hat sich aufgehängt. Sie liest mir vor: 592 704. Soll ich die eingeben?'),
    ('B', 'The verification code came through just as my phone died. I plugged it in and the lock screen still shows 4471 09. Is it still valid?'),
    ('B', "My bank sent a one-time code while I was on the bus. I didn't use it in time. The message says 602 913, can I still use it?"),
    ('B', 'Kod BLIK wygenerowałam w aplikacji, ale sklep się zawiesił. Na ekranie nadal jest 552 019. Czy mogę go jeszcze użyć?'),
    ('B', 'Przyszedł mi kod SMS do logowania, potem padła bateria. Po włączeniu widzę 73 91 52, wpisać jeszcze?'),
    ('B', 'Me llegó el código de verificación justo cuando se cortó la conexión. En la pantalla sigue saliendo 418 306. ¿Lo meto ya?'),
    ('B', 'Mi padre recibió un código por SMS del banco y no sabe qué hacer. Lo tiene delante: 905172. ¿Se lo dicto al técnico?'),
    ('B', "J'ai reçu le code de confirmation pendant que je conduisais. Je viens de regarder, l'écran affiche encore 830 417. Il marche encore ?"),
    ('B', "Ma mère a reçu un code par SMS et un monsieur au téléphone le lui demande. Elle me l'a lu : 619 024. Je fais quoi ?"),
    ('B', 'Прийшов код підтвердження, а застосунок вилетів. На екрані досі 284 615. Можна ще ввести?'),
    ('B', 'Мамі прийшов код у смс, а їй дзвонить «служба безпеки банку». Вона мені прочитала 730 592. Що робити?'),
    ('B', 'Пришёл одноразовый код, но приложение закрылось. На экране до сих пор 406 183. Ещё можно ввести?'),
    ('B', 'The SMS code from the bank arrived while I was driving. Later I checked and it said 719 284 — can I still use it?'),
    ('B', 'Dostałam kod weryfikacyjny, ale strona się odświeżyła. Sprawdziłam telefon: 61 83 27. Wpisać go jeszcze raz?'),
    ('B', 'Die Bestätigungscode-SMS kam, aber ich war im Tunnel. Jetzt sehe ich 4820 91 auf dem Sperrbildschirm.'),
    ('C', 'Mein Vater ist 81 und hat Angst, an der Kasse nichts mehr zu wissen. Deshalb trägt er einen Zettel im Portemonnaie, auf dem nur eine Zahl steht. Er meint, niemand wüsste, wofür 5183 steht.'),
    ('C', "My nan keeps a note in her purse so she doesn't forget at the till. She says nobody knows what 6027 stands for. How do I convince her?"),
    ('C', 'Babcia nosi w portfelu karteczkę, żeby nie zapomnieć przy kasie. Mówi, że nikt nie wie, co oznacza 7402.'),
    ('C', 'Mi abuela lleva un papelito en la cartera para no olvidarse en la caja. Dice que nadie sabe qué significa 3918.'),
    ('C', 'Mon grand-père garde un papier dans son portefeuille pour ne pas oublier à la caisse. Il dit que personne ne sait ce que signifie 4071.'),
    ('C', 'Бабуся носить у гаманці папірець, щоб не забути біля каси. Каже, ніхто не знає, що означає 2863.'),
    ('C', 'The four digits I type at the cash machine are 5183, and I keep mixing them up with my door code.'),
    ('C', 'Am Geldautomaten tippe ich immer 7392 ein, aber heute kam "falsche PIN".'),
    ('C', 'Przy bankomacie wpisuję 4817 i wyskakuje błąd, bateria w telefonie też padła.'),
    ('C', 'En el cajero tecleo 6194 y me dice que es incorrecto, ¿me la habrán bloqueado?'),
    ('C', 'Au distributeur je tape 5820 et ça ne marche plus depuis hier.'),
    ('C', 'У банкоматі вводжу 3741, а він пише, що неправильно.'),
    ('C', 'Oma tippt am Automaten der Sparkasse immer 6183 ein und hat Angst, dass jemand zuschaut.'),
    ('C', 'Mum writes the four digits on a note in her wallet: 5274. Is that as dangerous as I think?'),
    ('B', 'Die Bank hat mir eine TAN geschickt, aber die Überweisung ist abgebrochen. Die Nummer war 739 104. Kann ich die noch verwenden?'),
    ('B', 'The bank texted me a verification code but the page timed out. The number was 582 031, is it still good?'),
    ('B', 'Bank przysłał kod SMS, ale strona się zawiesiła. Numer to 604 829, czy jeszcze zadziała?'),
    ('B', 'El banco me mandó un código por SMS y la página se colgó. El número era 391 846, ¿sigue valiendo?'),
    ('B', "La banque m'a envoyé un code de confirmation mais la page a planté. Le numéro était 270 594, il est encore bon ?"),
    ('B', 'Банк надіслав код підтвердження, але сторінка зависла. Номер був 815 360, він ще дійсний?'),
]

GREEN: list[tuple[str, str]] = [
    ('A', "Le code de ma carte bancaire a 4 chiffres, c'est normal ?"),
    ('A', 'My new debit card costs 5 € a month and arrives in 3 days.'),
    ('A', 'The code for my new debit card arrives by post on 12 May 2025.'),
    ('A', 'Kod do nowej karty przyjdzie za 5 dni, a karta kosztuje 10 zł.'),
    ('A', 'Der Code meiner neuen Karte kommt per Post, die Karte kostet 2024 Cent? Nein, 12 Euro.'),
    ('A', 'El código de mi tarjeta de fidelización es 4719 2231 0098.'),
    ('A', 'Mi tarjeta da el código de error 4719 al pagar.'),
    ('A', 'Код від картки прийде через 3 дні, картка коштує 150 грн.'),
    ('A', 'Le code promo de ma carte cadeau est 4719.'),
    ('A', 'My card was charged 4719 pounds for the flight.'),
    ('A', 'The code on my new debit card expired in 2023.'),
    ('A', 'Die Nummer meiner neuen Karte endet auf 4719, die alte auf 2231.'),
    ('A', "My new debit card's code arrives by post in 5 working days."),
    ('B', 'Die pushTAN kam nicht an, ich habe 3 Mal neu geladen und um 1430 aufgegeben. Die Überweisung über 1200 Euro hängt.'),
    ('B', 'Kod BLIK wygasł, a przelew na 2500 zł nie przeszedł. Limit mam ustawiony na 5000.'),
    ('B', 'Me llegó el código de verificación, pero el pedido 418306 sigue sin salir. ¿Qué hago?'),
    ('B', "J'ai reçu un code de confirmation hier. Ma commande 830417 n'est toujours pas expédiée, c'est normal ?"),
    ('B', 'The verification code never arrived. My phone number ends in 4471, is that the problem?'),
    ('B', 'Die TAN-Liste habe ich 2019 weggeworfen. Seit 2020 nutze ich pushTAN.'),
    ('B', 'Kod BLIK wygenerowałam o 14:30, a o 14:32 już nie działał. Czy to normalne?'),
    ('B', 'I got an SMS code to log in. The app says I have 3 attempts left and the limit resets after 2400 seconds.'),
    ('C', 'I withdrew 2000 at the cash machine yesterday and the bank charged me a fee.'),
    ('C', 'Am Geldautomaten habe ich 300 Euro abgehoben, die Karte kam nach 20 Sekunden zurück.'),
    ('C', 'Przy bankomacie na ulicy Długiej 12 stała kolejka, czekałam 15 minut.'),
    ('C', 'En la cartera llevo 50 euros y un papelito con la lista de la compra.'),
    ('C', "Au distributeur j'ai retiré 2000 hier et la banque a prélevé des frais."),
    ('C', 'The till receipt says 2847 items were scanned this year? That must be wrong.'),
    ('C', 'У гаманці знайшла папірець з адресою: вулиця Шевченка 25.'),
    ('C', 'What does 4012 stand for in the error message at the ATM?'),
    ('C', 'Am Geldautomaten in der Hauptstraße 1200 habe ich Geld abgehoben.'),
    ('C', 'In my wallet there is a note with my shopping list for 2 people.'),
    ('B', 'I got a verification code by SMS. My order number is 582031, when will it ship?'),
    ('B', 'Dostałam kod SMS z banku. Numer zamówienia 604829 nadal nie jest opłacony.'),
    ('D', 'My bank sends a one-time code for every payment. The deposit was 2500 pounds and the code came in 10 seconds.'),
    ('D', 'Płaciłam BLIKiem w sklepie internetowym. Zamówienie 482913 wciąż nie jest opłacone, co robić?'),
    ('D', 'Прийшов код підтвердження від Нової пошти. Посилка 284615 вже у відділенні?'),
    ('D', 'Ich habe eine SMS mit einem Gutscheincode bekommen, Gutschein 748291 über 20 Euro.'),
]


@pytest.mark.parametrize(("cls", "text"), RULE_RED)
def test_red_by_a_rule(cls: str, text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, (cls, text)
    assert any("learned" not in f.reason for f in verdict.findings), (cls, text, verdict.findings)


@pytest.mark.parametrize(("cls", "text"), GREEN)
def test_green(cls: str, text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (cls, text, verdict.findings)
