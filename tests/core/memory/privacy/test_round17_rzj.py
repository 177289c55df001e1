"""Round 17 (rzj): long messages about the writer and the people around them.

Identifiers: a currency code before a full stop ends the sentence (an account after "412 CHF." is read in its own
sentence); a writer who says they trade alone owns the SIRET / NIP given later in the message; a person named a
sentence before "Er wohnt in ..." / "Sa nouvelle adresse est ..." is tied to the address (identity_antecedents.py).
Look-alikes: an EU VAT number's digits are no PESEL, a ten-digit ИНН beside a КПП or a legal form is a firm's, an
account "on our website" is published, a counting filler ("1234 5678 9012 3456") is a mock-up's, a number read on
a public office's website is the office's, a booking reference is no password (public_values.py).
Disclosures (vocab/letters.py): money trouble without figures, a relative's debts or garnished pension, a French
illness in the past tense, an affair told in French, a married writer writing to someone else, a partner met on a
dating app, a controlling partner, leaving a church or joining a denomination, gender identity questioned.
Green side: a public role or a character as the subject (public_figures.py), a helpline's name, an inheritance.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # an account after a sum's currency code and a full stop
    "Beitrag an die AOK 412 EUR. Die Unterstützung bitte auf sein Konto DE44 5001 0517 5407 3249 31 überweisen.",
    # the writer trades alone, the number comes later
    "Je suis auto-entrepreneur depuis mars et je prépare ma première déclaration trimestrielle pour l'URSSAF. "
    "Voici la ligne à recopier : Julien Marchand, SIRET 73282932000074, activité de graphisme.",
    "Ich bin seit 2022 selbstständig als Übersetzerin und schreibe gerade an das Finanzamt wegen der Vorauszahlungen. "
    "Im Briefkopf steht: Jana Krüger, USt-IdNr. DE100000008.",
    # a person named a sentence before, the address with a pronoun
    "Meine Cousine Lea Brandt hat nächste Woche ihre Abschlussfeier, wir wollen ihr Blumen schicken. "
    "Sie wohnt jetzt in der Lindenstraße 14, 04109 Leipzig.",
    "Our daughter Maisie started a new job in the autumn and moved out. Her new address is 22 Wexford Road, "
    "Leeds LS6 2AB.",
    "Mój wujek Zbigniew przeszedł na emeryturę i wyprowadził się z Warszawy. Jego nowy adres to ul. Lipowa 8, "
    "31-400 Kraków.",
    # a birth date or an address told with a pronoun after the person is named
    "My stepfather Alan Pryce is moving in with us. He was born on 9 October 1947 in Swansea.",
    "Unsere Nachbarin Frau Kessler braucht Hilfe beim Antrag. Sie ist am 21. März 1944 geboren.",
    "Notre fils Hugo passe le permis. Il est né le 3 juillet 2007 à Rennes.",
    "Moja babcia Stefania dostała wezwanie z ZUS. Urodziła się 8 lutego 1939 r. w Lublinie.",
    "My neighbour Mrs Okafor asked me to write to the council about the broken streetlight outside her house. "
    "She lives at 3 Birch Lane, Hull HU5 2QT.",
    # money trouble without figures, a relative's debts
    "Od listopada nie stać nas na czynsz, mąż stracił pracę i nie wiem, od czego zacząć.",
    "Depuis la naissance du petit, on est dans le rouge tous les mois et la banque nous relance.",
    "Seit der Kurzarbeit kommen wir einfach nicht mehr über die Runden, was können wir beantragen?",
    "Нам уже не вистачає грошей на ліки для мами, що можна зробити?",
    "Mi suegra, que vive con nosotros, tiene deudas con dos bancos y ahora le quieren embargar la pensión.",
    "Мій брат має великі борги перед банком і ховається від колекторів.",
    # a French illness in the past tense
    "Ma belle-mère a fait un infarctus en juin, elle est encore très fatiguée.",
    "Mon grand-père a fait un arrêt cardiaque pendant le match de foot de mon cousin.",
    # intimate life
    "Ma sœur m'a dit qu'elle a une liaison avec un collègue marié depuis l'été.",
    "Je suis marié depuis dix ans et depuis Noël j'écris tous les soirs à une ancienne collègue.",
    "I'm married and lately I've been flirting with a guy from my running club.",
    "Conocí a una chica en Tinder hace tres meses y mi novio todavía no sabe nada.",
    "Poznałam go na aplikacji randkowej w maju i od tego czasu się spotykamy.",
    "Mein Bruder führt seit zwei Jahren eine Fernbeziehung mit einer Frau aus Kanada.",
    "Her boyfriend controls her and reads all her messages every evening.",
    "Son copain la surveille en permanence et lui interdit de sortir le soir.",
    "Jej mąż ją izoluje od rodziny i czyta wszystkie jej wiadomości.",
    "Spotykam się z Pawłem z pracy, a żona myśli, że w czwartki mam zebrania.",
    # faith
    "Meine Mutter ist letztes Jahr aus der evangelischen Kirche ausgetreten.",
    "Мій син став баптистом і тепер щонеділі їздить на служіння.",
    "Since the spring my brother goes to a Pentecostal church twice a week.",
    "Mi cuñada va ahora a la iglesia evangélica del barrio todos los domingos.",
    # payments in arrears, without the sum
    "Our parents can't make ends meet since the factory closed, and they won't take money from us.",
    "Desde que mi marido está en paro estamos en números rojos casi todos los meses.",
    "Vamos atrasados con tres recibos de la luz y no sé a quién llamar.",
    "Nous avons deux loyers de retard et le propriétaire a envoyé un courrier.",
    "Meine Eltern können ihre Nebenkosten nicht mehr bezahlen, die Rente reicht nicht.",
    "Moi rodzice nie mają z czego zapłacić za ogrzewanie tej zimy.",
    "Ми вже прострочили три платежі за кредитом, банк погрожує судом.",
    # illness in the past tense, a condition named of a child
    "Mi abuela sufrió un derrame cerebral en Navidad y ahora está en una residencia.",
    "Тато переніс операцію на серці в травні, тепер потрібна реабілітація.",
    "Unsere Tochter ist Epileptikerin, darf sie allein ins Schwimmbad?",
    "I am writing on behalf of my father, who suffers from COPD and can no longer walk to the bus stop.",
    "Маму прооперували в четвер, лікар каже, що все пройшло добре.",
    "On m'a retiré un kyste à l'ovaire en mai, je dois revoir le gynécologue en décembre.",
    "Tuve tuberculosis de pequeño, ¿tengo que ponerlo en el formulario del visado?",
    "I had TB when I was nineteen, do I need to declare it on the visa form?",
    # a relative's separation
    "Mi hermana y su marido se están separando y ella se queda con la casa.",
    "Mes parents vont divorcer après trente ans de mariage.",
    "My sister and her husband are splitting up after the baby was born.",
    # a breakup, an affair or a crush on somebody else's partner, in short chat
    "ma copine m'a quittée hier soir et je n'arrive pas à dormir",
    "meine Freundin hat gestern nach vier Jahren Schluss gemacht",
    "dziewczyna ze mną zerwała w sobotę, jak się pozbierać",
    "дівчина кинула мене після трьох років, що робити",
    "дружина мені зраджує з колегою, я знайшов листування",
    "I'm in love with my best friend's husband and I see him every week",
    "estoy enamorada del marido de mi mejor amiga y no sé qué hacer",
    "je suis amoureuse du mari de ma meilleure amie depuis l'été",
    "zakochałam się w mężu przyjaciółki, co mam robić",
    # votes, party membership, leaving a church
    "Mein Schwiegervater wählt seit Jahren AfD und redet beim Essen über nichts anderes.",
    "Mon oncle a voté RN et toute la famille est fâchée.",
    "Mi suegro vota a Vox y mi marido no le habla.",
    "Моя тітка член партії з дев'яностих і досі ходить на з'їзди.",
    "Moja siostra wystąpiła z Kościoła i rodzice się o tym dowiedzieli.",
    "Mi hija dejó la Iglesia el año pasado y ahora es atea.",
    # gender identity questioned
    "My son is questioning his gender identity and wants to see someone.",
    "Meine Tochter hinterfragt seit einiger Zeit ihre Geschlechtsidentität und möchte darüber reden.",
]

GREEN = [
    # a firm's VAT and ИНН, a published account, mock-up fillers, an office's published number, a booking code
    "Fournisseur : Atelier Berthier SARL, TVA intracommunautaire FR44322667536, facture n° 2026-118.",
    "Поставщик ООО «Ромашка», ИНН 1396245957, КПП 773601001, счёт на оплату № 45.",
    "Les dons se font par virement, comme indiqué sur notre site : IBAN FR76 3000 6000 0112 3456 7890 189.",
    "Na makiecie jest numer konta 1234 5678 9012 3456 7890 1234 56 i karta 1234 5678 9012 3456.",
    "En la página web pone que se puede llamar al 91 541 02 91 para pedir cita en Hacienda.",
    "El localizador de la reserva es QX7HTR y la tarifa fue de 142 euros con maleta.",
    "Code de réservation : H7KQ2P, vol AF1234 à 7h45.",
    "Le personnage principal a eu une liaison avec sa voisine dans la saison 2, puis il s'est converti au bouddhisme.",
    "The senator converted to Catholicism in 1998, according to his biography.",
    "Wir machen einen Aushang im Verein: Polizei 110, Hilfetelefon Gewalt gegen Frauen 116 016.",
    "Dostaliśmy postanowienie w sprawie spadku po dziadku, sygn. akt I Ns 88/26. Jak się odwołać?",
    "The museum explains how the king converted to Christianity in 966.",
]

# Look-alikes of the new patterns, green before and after: they guard the new rules' edges.
GUARDS = [
    "The novel's heroine has a long-distance relationship with a sailor.",
    "Le président a fait un AVC en 2005, selon la presse de l'époque.",
    "Die Schauspielerin ist 2019 aus der Kirche ausgetreten, berichtete die Zeitung.",
    "La liaison ferroviaire entre Lyon et Turin reprendra en mars.",
    "Mon mari a passé le contrôle technique hier, tout est bon.",
    "Mein Mann schlägt sie vor, die Sitzung zu verschieben.",
    "We went to the mass protest on Saturday and then to a museum.",
    "Компанія має борги перед постачальниками, але це звичайна практика.",
    "Nous avons quitté l'église après la messe pour aller déjeuner sur le port.",
    "On a deux mois de retard sur le planning du chantier.",
    "Vamos atrasados con el proyecto, el cliente está molesto.",
    "My team voted for the new logo yesterday.",
    "Ми прострочили дедлайн по проєкту на два дні.",
    "Angela Merkel war Bundeskanzlerin. Sie ist am 17. Juli 1954 in Hamburg geboren.",
    "I had 2 TB of photos on that drive before it died.",
    "On m'a retiré le permis pour excès de vitesse.",
    "Mon copain m'a quitté à la gare, il prenait le train pour Lyon.",
    "Wir haben um 18 Uhr Schluss gemacht und sind essen gegangen.",
    "On a rompu le contrat avec le fournisseur.",
    "In the film, she falls in love with her friend's husband.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN + GUARDS)
def test_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.findings)
