"""Round 26 (rwhose): identifiers found and then thrown away, or not named in the message's language (sentences written
for these tests, none taken from a benchmark file; those marked "kept aside" were not run on the new code until it was
done).

Classes:
- A a phone given as the writer's own or a relative's, an office or agency named in the same message: the nearest
  number word is "my", a relative's contact, the office is to call ON it (owner_ties.py; phones.py, whose_numbers.py);
- B an IBAN or a Polish NRB given as the writer's own, an office or a utility named: "pay me back ... on", "que es mi
  cuenta", "to moje konto" (owner_ties.py; numbers.py);
- C a country's person number named in another language ("número fiscal alemán", "niemiecki numer podatkowy"), or
  a document's number named after the value ("X comme numéro de passeport") (foreign_ids.py, named_after.py);
- D a sole trader said to trade in his or her own name ("en nom propre", "in my own name") (documents.py);
- E a spouse's or child's SSN given by a possessive on a US tax or aid form ("hers is", "jej numer to") (household_ssns.py);
- F the writer as the only member of a one-person company ("soy el único socio", "je suis l'associé unique"): its tax
  number names the writer, its legal form notwithstanding (documents.py).

RED: green on the base (f8745ee), red now. KEPT: red on the base already, and still (the same classes' surface, kept as
a guard). GREEN: twins of the same surface (the office's own number, the writer calling the office), green now.
Not here: five green twins that the base already calls red and this round leaves so ("My dentist's surgery is on ...",
"Le RIB de la CAF pour rembourser ...", "Wpłacam na konto Tauronu ...", "... gave me their account, GB79 ...",
"Oddajcie mi kasę, a ja przeleję na konto wspólnoty ...").
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A
    "Here's my Spanish number in case the embassy rings you about the visa: +34 612 48 73 90.",
    'Для регистратуры поликлиники пишу: «Телефон папы — 8 (921) 345-67-12». Нормально так оформить?',
    "The recruitment agency in Rotterdam will ring on +31 6 41 27 85 93 tomorrow morning, but I'm on a night shift. Should I ask them to email instead?",  # (kept aside)
    'Агентство по трудоустройству из Варшавы будет звонить на +48 512 907 364, а я там без связи. Как быть?',  # (kept aside)
    'Meine Nummer, falls die Botschaft in Warschau bei dir anruft und nach mir fragt: +49 170 3385214.',
    'Mój numer, gdyby urząd skarbowy w Berlinie pytał o kontakt do mnie: +49 170 3385214.',
    'Mi teléfono de Alemania, por si el Jobcenter de Colonia te llama preguntando por mí: +49 151 23847561.',
    "Mon numéro espagnol, au cas où l'ambassade te contacterait pour le visa : +34 612 48 73 90.",
    'Le consulat va appeler au +33 6 12 45 78 90 pour confirmer le rendez-vous, mais je serai au travail.',
    # B
    'Send me your half of the energy bill to GB64 MONZ 9511 5010 6370 96 when you can.',
    'ZUS prosi o numer konta, wysyłam 92 7364 9417 1573 4214 8395 2709, to moje konto w PKO.',
    'Do urzędu skarbowego podałam konto 92 7364 9417 1573 4214 8395 2709, to moje konto w mBanku.',
    # C
    'Hacienda me pide el número fiscal alemán de mis años en Múnich: 63 108 359 249. ¿En qué casilla va?',
    'Niemiecki numer podatkowy z czasów pracy w Kolonii to 63 108 359 249, gdzie go wpisać w PIT?',
    "J'ai mis 21KB73904 comme numéro de passeport sur le formulaire, les lettres doivent être en majuscules ?",
    'Wpisałem EA4821937 jako numer paszportu we wniosku wizowym, czy to się zgadza?',  # (kept aside)
    'Я вписала FA482193 як номер паспорта в анкеті на візу. Чи треба пробіл між літерами і цифрами?',
    'Puse XK2049187 como número de pasaporte en la reserva del vuelo a Londres, ¿lo cambio si renuevo el pasaporte?',  # (kept aside)
    # D
    'Je suis artisan peintre en nom propre, TVA intracom FR44732829320 — je dois la mettre sur les devis ?',
    'I trade in my own name as a joiner, VAT number GB384125510, do I need to show it on receipts?',
    'Ich arbeite im eigenen Namen als Übersetzerin, USt-IdNr. DE274913604, reicht das auf der Rechnung?',  # (kept aside)
    'Trabajo en nombre propio como traductora, NIF-IVA ES44391780D, y un cliente francés me pide el número de IVA intracomunitario.',
    'Ma sœur est coiffeuse en nom propre ; son numéro de TVA FR72521078394 figure-t-il sur ses factures ?',  # (kept aside)
    # E
    'Doing the FAFSA with my daughter: hers is 523418876, mine is on the other screen.',  # (kept aside)
    # F
    'Soy el único socio de una SL de fontanería; el CIF B73918427 sale mal en la factura de un cliente, ¿cómo lo corrijo?',
    "I'm the only shareholder and employee of a small building company, and the VAT number GB384125552 was rejected by a client's system.",
    "Je suis l'associé unique de ma petite EURL de menuiserie ; le numéro de TVA FR72521078394 doit figurer sur mes devis ?",
    'Jestem jedynym wspólnikiem małej spółki z o.o., NIP 725-180-11-03, czy muszę go podawać na paragonie?',
    'Ich bin alleiniger Gesellschafter meiner kleinen GmbH, die USt-IdNr. DE274913612 steht aber nicht auf der Rechnung. Muss sie drauf?',
    'Mi sociedad unipersonal tiene el CIF B73918427 y el gestor dice que está mal escrito en el modelo 303.',  # (kept aside)
    "I'm the sole shareholder of my little consultancy Ltd; its VAT number GB384125510 keeps failing the HMRC check.",  # (kept aside)
]
KEPT: list[str] = [
    # A
    'Mi móvil polaco, por si el consulado te llama a ti primero, es el +48 601 734 892.',
    'Biuro pośrednictwa pracy z Hamburga będzie dzwonić na +49 151 23847561, a tam nie mam zasięgu. Jak im podać inny kontakt?',
    'Die Zeitarbeitsagentur in Lyon wird mich auf +33 6 12 45 78 90 anrufen, aber ich spreche kaum Französisch. Kannst du mir ein paar Sätze vorbereiten?',
    "Pour l'agence immobilière de Gdańsk, voici mon numéro polonais, au cas où ils te demandent : +48 512 907 364.",
    'Агенція з працевлаштування в Празі дзвонитиме на +420 731 482 905, а я вже буду в дорозі. Що робити?',  # (kept aside)
    'Do rejestracji przychodni podaję kontakt córki: +48 698 214 735, bo sama nie słyszę dzwonka.',  # (kept aside)
    'Estoy rellenando el formulario del consulado francés. Me piden un teléfono de contacto en Francia. Pondré el de mi hermana, +33 7 81 24 56 90, porque yo no tengo línea allí. ¿Es correcto?',
    'Für die Ausländerbehörde schreibe ich: Kontakt meiner Frau – +380 67 412 58 31. Reicht das so?',
    'Мій номер для агенції в Кракові, якщо раптом питатимуть тебе: +48 601 734 892.',  # (kept aside)
    "La mutuelle doit me rappeler demain. J'ai laissé au secrétariat le numéro de mon mari : +44 7845 612 903. Tu peux me faire penser à garder le téléphone allumé ?",
    "Mum's contact for the surgery's form: +44 7845 612 903 - do they need a landline too?",  # (kept aside)
    'Мій номер телефону, якщо раптом консульство в Гданську питатиме про мене: +48 512 907 364.',
    "The tax office said someone will call on +44 7845 612 903 between nine and five, and I'll be at work.",
    'De la agencia de empleo me llamarán al +34 655 218 437 el lunes, pero estaré en el hospital con mi padre.',
    'Das Konsulat wird mich unter +48 698 214 735 zurückrufen, ich habe dort aber schlechten Empfang.',
    'Для записи в поликлинику указала: «Номер сестры — +7 916 245-38-17». Так можно?',
    'Dla przychodni wpisuję: telefon do córki — +48 601 734 892, czy trzeba też stacjonarny?',
    "For the clinic's form I put my dad's phone: +44 7845 612 903. Is that enough for emergencies?",
    'Für die Praxis: Telefonnummer meiner Mutter – 0176 48213957, sie geht tagsüber ran.',
    # B
    'La CPAM me pide un RIB para el reembolso, así que les mando FR38 3369 8027 0982 6363 0322 397, que es mi cuenta en el Crédit Mutuel.',
    "Remboursez-moi vos places de concert sur FR7265390048818007985566304, j'ai tout payé à la billetterie de la mairie.",
    "The council wants bank details for the housing refund, so I'm sending them GB63 MONZ 0805 5356 6940 11, which is my Monzo account.",
    'Przelejcie mi swoją część za prąd na PL92 7364 9417 1573 4214 8395 2709, zapłaciłem całą fakturę z Tauronu.',
    'Überweist mir bitte euren Anteil an der Abrechnung der Stadtwerke auf DE33 9822 8006 7816 3523 08, ich habe alles ausgelegt.',  # (kept aside)
    'Перекажіть мені вашу частку за комуналку на UA389856812038977229816640469, я вже заплатила водоканалу.',
    'Скиньте мне ваши доли за свет на UA40 4796 9307 4232 2590 5879 1255 5, я уже всё оплатила управляющей компании.',  # (kept aside)
    "La CAF m'a demandé mes coordonnées bancaires pour l'aide au logement. Je leur ai envoyé FR22 3966 9820 1128 8006 3591 851 par mail, c'est bien mon compte à La Banque Postale. Ils disent ne rien avoir reçu, je renvoie ?",  # (kept aside)
    'Pay me back for the British Gas bill to GB14 BARC 1639 8837 4714 92, I covered the whole quarter.',
    'ZUS ma mi przelać zasiłek na PL40 9717 7437 7732 1419 3930 1439 — to moje konto w PKO, dobrze je wpisałam?',  # (kept aside)
    'Die Krankenkasse soll das Krankengeld auf DE67 0446 3879 7544 4970 46 zahlen, das ist mein Girokonto bei der Sparkasse.',
    'Devolvedme lo de la luz a ES43 5260 1815 1690 8301 6613, que ya le pagué yo a Iberdrola el recibo entero.',
    'Oddajcie mi za wodę z wodociągów na PL92 7364 9417 1573 4214 8395 2709, zapłaciłam za cały kwartał.',
    'Zahlt mir eure Hälfte der Stadtwerke-Rechnung auf DE67 0446 3879 7544 4970 46 zurück, ich habe sie bezahlt.',
    'La TGSS me tiene que ingresar la prestación en ES52 6281 9482 7019 9351 8190, que es mi cuenta de Abanca.',
    "HMRC is refunding the overpaid tax to GB39 MONZ 5474 7544 2447 90, that's my Monzo account, but nothing has arrived.",
    'ДПС має повернути переплату на UA73 3937 3119 5237 5074 3846 2806 3 — це мій рахунок у Монобанку.',
    "Le syndic doit me rembourser le trop-perçu des charges sur FR42 6067 9105 1312 4596 5879 600, c'est mon compte à la Caisse d'Épargne.",
    'Moje konto, na które ZUS ma przelać zasiłek: PL53 7125 9676 8343 1928 6471 7880.',
    # C
    'Німецький податковий номер з часів роботи в Мюнхені — 90071284304, куди його вписати в декларації?',  # (kept aside)
    'I typed 19XR52018 as the passport number in the ESTA form, should the letters be capital?',
    "Le notaire veut le numéro fiscal allemand de ma mère, 16091524873, pour la succession. C'est normal ?",
    'For the Spanish property sale, my German tax number, 90071284304, has to go on the deed. Is that right?',
    # E
    'Filing jointly on TurboTax tonight. Mine is saved already, his is 412 68 9073, which box does it go in?',
    "The 1040 wants both of ours; my husband's is 412689073 and I'll add mine later.",
    'Hacemos la declaración conjunta del IRS con TurboTax y pide el número de mi mujer: el suyo es 231547789.',
    'Wypełniam z żoną amerykański formularz 1040 (joint return). Jej numer to 318642291, mój już jest w systemie.',
    'Wir machen die US-Steuererklärung (1040, joint return) zusammen; ihre Nummer ist 231 54 7789, meine kennt das Programm schon.',  # (kept aside)
    "Pour la déclaration américaine (1040) en commun, le sien c'est 318642291, le mien est déjà enregistré.",  # (kept aside)
    'Заповнюємо американську декларацію 1040 разом з чоловіком, його номер — 412689073, мій уже є.',
]
GREEN: list[str] = [
    # A
    "The employment agency's number is +44 20 3123 4567; should I call them before or after I send the form?",
    'La agencia de Burdeos me dio su número, +33 5 56 12 34 78, para cualquier duda con el contrato.',
    'Agencja pracy z Venlo ma numer +31 77 354 1200, lepiej do nich dzwonić czy pisać maila?',
    'Le numéro de la mairie est le 01 42 76 40 40, ils ouvrent à quelle heure le samedi ?',
    'Die Praxis hat die Nummer 030 2345 6789, ich soll dort morgen früh anrufen.',  # (kept aside)
    'Номер консульства: +48 22 629 34 46, туди дзвонити щодо паспорта?',
    'Телефон регистратуры поликлиники — 8 (812) 246-11-22, они работают до восьми?',  # (kept aside)
    'Mi agencia de viajes me ha dado su teléfono, +34 911 234 567, por si hay cambios en el vuelo.',  # (kept aside)
    'Moja agencja ubezpieczeniowa podała swój numer: 22 456 78 90, czy to jest infolinia?',
    'Die Agentur ruft nie zurück, also rufe ich sie jetzt unter +49 30 2345 6789 an.',
    'El número de la agencia de empleo, por si te llaman a ti primero: +34 911 234 567.',
    'Le numéro du consulat, au cas où tu voudrais appeler pour le visa : +33 1 44 12 34 56.',
    'Zadzwoń do urzędu skarbowego na 22 456 78 90, oni ci wszystko wyjaśnią.',
    'Numer przychodni mamy: 22 456 78 90, dzwonić od ósmej?',
    # B
    'La comunidad de propietarios me mandó su IBAN, ES07 1860 9139 4209 9603 0824, para pagar la derrama; ¿es normal?',
    "The council's account for the parking fine is GB35 BARC 2084 7833 8384 21, do I put the fine number as the reference?",  # (kept aside)
    'Überweisen Sie den Betrag an die Stadtwerke auf DE35 0094 2943 3948 6909 53, so steht es auf meiner Rechnung. Geht das auch per Lastschrift?',
    'Рахунок водоканалу для оплати: UA19 6744 6567 4484 6477 5490 5694 2, мені платити через Монобанк чи Приват?',  # (kept aside)
    "Virez à la mutuelle sur FR38 3369 8027 0982 6363 0322 397 avant le 5, c'est ce que dit ma facture.",
    "HMRC's account for paying the tax bill is GB74 BARC 1010 4292 9540 39, do I need my UTR as the reference?",
    'Die Stadtwerke geben ihr Konto DE60 7410 8100 9912 6151 76 an, ich zahle die Nachzahlung dorthin.',
    'ДПС дала свій рахунок UA19 6744 6567 4484 6477 5490 5694 2 для сплати податку, куди вписати мій ІПН?',
    'Numer konta ZUS do wpłat składek: 92 7364 9417 1573 4214 8395 2709, czy w tytule wpisać NIP?',
    'Urząd skarbowy ma swój rachunek 92 7364 9417 1573 4214 8395 2709, tam wpłacam zaległy podatek.',
    # C
    '¿Cómo es el formato del número fiscal alemán? Tiene once dígitos, ¿verdad?',
    'I typed QX7R2M as the booking reference in the passport check-in form, is that right?',
    "J'ai mis 2 comme nombre de passeports et 19h40 comme heure d'arrivée dans le formulaire.",  # (kept aside)
    'Wpisałem 2026 jako rok wydania paszportu, a miejsce wydania to Kraków.',
    'Hacienda me pide el número de justificante del modelo 100 que presenté el año pasado en Múnich.',  # (kept aside)
    # D
    "Le fournisseur Dupont SAS, TVA intracom FR44732829320, m'a envoyé la facture du matériel.",
    "La SARL de mon beau-frère a pour TVA intracom FR72521078394, c'est à mettre sur mon devis ?",  # (kept aside)
    # E
    'Our joint return was accepted by the IRS; the confirmation number is 177138651, should I keep it?',
    'TurboTax gave our 1040 the submission ID 412689073, is that the same as a tracking number?',
    'The IRS line for questions about joint returns is 800-829-1040, is it free to call?',  # (kept aside)
    # F
    'El único socio de la empresa del proveedor nos dio el CIF B73918427 para la factura.',
    'Notre fournisseur, une EURL avec un associé unique, a la TVA FR72521078394 sur ses factures.',
    'Die Firma meines Kunden ist eine GmbH, USt-IdNr. DE274913612, ist die Rechnung so korrekt?',  # (kept aside)
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, text
