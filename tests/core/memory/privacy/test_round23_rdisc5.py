"""Round 23 (rdisc5): disclosures about someone a note names, letters the user quotes, and phrasings of new families.

Classes (each a phrasing family, not a line):
- C1 a person named by a title in any case and script ("pan Nowak", "frau Schütz", "Herrn Bäcker", "пані Коваль"), by a role
  and a surname ("Pacjentka Żak", "Mieter Özdemir") or by a given name opening a clause ("Marta ma ...") is a data subject
  (third_persons.py); a named person's talk on a condition stays a topic;
- C2 a letter to the user, quoted: a union's or a party's welcome, a diagnosis line the user claims, a collector's letter with
  "I can't pay" (addressed_letters.py);
- C3 union membership said of others with a place or a role ("у профспілці", "состоят в профсоюзе", "are both union
  members", "jest w komisji zakładowej") (vocab/others.py BELIEFS_TERMS);
- C4 a named person's pay or debt with its sum ("Elena cobra 1.950 € netos", "Ірина отримує 21 000 грн")
  (third_persons.find_named_pay);
- C5 raised in care (foster care, children's homes, orphanages); C6 a debt to a relative or a friend with its sum;
  C8 a same-sex couple said by its numbers and a couple's word, one's child with two mothers or fathers (vocab/others.py);
- C7 Ukrainian typed in the official Latin spelling ("tysiach", "depresiia", "tsukrovyi") (translit.py).

RED: green on the base (7e8f653), red now. GREEN: twins of the same surface, green now (and on the base).
All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # C1: a person named by a title (any case, any script), a role and a surname, or a given name opening a clause, in a work or care note
    "Bitte notiere: frau Schütz hat Morbus Crohn, plane Pausen ein.",
    "pan Kowalski ma stwardnienie rozsiane, proszę uwzględnić to w grafiku.",
    "Madame Lefèvre est atteinte de la maladie de Crohn, prévoir des pauses.",
    "пані Коваль має цукровий діабет, їй потрібна перерва на обід.",
    "Marta ma cukrzycę typu 1, pamiętaj o przerwie na posiłek.",
    "Jonas hat Morbus Crohn, bitte Homeoffice freigeben.",
    "Олена має епілепсію, не ставте її на нічні зміни.",
    "El paciente Ortega tiene epilepsia, anótalo en la ficha antes de la revisión.",
    "Pacjentka Żak ma depresję, dopisz to do karty przed wizytą.",
    "Mieter Özdemir hat Krebs und kann die Treppe nicht mehr steigen.",
    "le locataire Girard a un cancer du poumon, il faut adapter les travaux.",
    "пацієнт Гончаренко має хворобу Крона, запишіть це в картку.",
    "Carlos tiene la enfermedad de Crohn, organiza las reuniones en remoto.",
    "Monsieur Dufour a la maladie de Parkinson, prévois un bureau au rez-de-chaussée.",
    "Herrn Bäcker bitte an die Chemotherapie am Montag erinnern.",
    # C2: a letter to the user, quoted: a union or party welcome, a diagnosis line claimed ("c'est moi"), a collector's letter
    "Mail from the party office: 'Welcome to the Green Party, your membership is now active.' Will my boss see this?",
    "Dostałem maila: „Dziękujemy za wstąpienie do OPZZ, Twoja legitymacja jest w drodze”. Czy muszę to zgłosić w pracy?",
    "Brief von der IG Metall: „Herzlich willkommen, Ihre Mitgliedschaft beginnt am 1. März.“ Muss ich das dem Arbeitgeber sagen?",
    "Correo recibido: «Bienvenido a Podemos, tu afiliación está confirmada». ¿Puede verlo mi empresa?",
    "Lettre reçue : « Votre adhésion à la CFDT est enregistrée, bienvenue ». Mon chef peut-il l'apprendre ?",
    "Przepisuję z karty: „Rozpoznanie: wrzodziejące zapalenie jelita”. To o mnie, co to znaczy?",
    "Из заключения: «Диагноз: язвенный колит, средней тяжести». Это касается меня, что это значит?",
    "Informe copiado: «Diagnóstico: hipotiroidismo subclínico». Soy yo, ¿qué significa?",
    "Витяг: «Діагноз: епілепсія, призначено вальпроат». Це про мене, поясни.",
    "Courrier du parti : « Bienvenue au Rassemblement national, votre cotisation a bien été reçue ». Mon employeur peut-il le savoir ?",
    # C3: union membership said of others with a place or a role
    "Для звіту: Оксана і Петро обидва у профспілці медиків.",
    "Наталя з бухгалтерії теж у профспілці, врахуй це при скороченні.",
    "Для списка: Сергей и Анна состоят в профсоюзе железнодорожников.",
    "Przed restrukturyzacją: pan Marek i pani Ewa są członkami związku.",
    "Notiere bitte: herr Kühne sitzt im Betriebsrat der Filiale.",
    "Heads-up for the rota: Priya and Tom are both union members at Unison.",
    "Para el expediente: Lucía y Andrés están afiliados al sindicato de sanidad.",
    "Pour le plan social : Mme Garnier est déléguée syndicale depuis deux ans.",
    "pani Grażyna jest w komisji zakładowej, uwzględnij to przy grafiku.",
    # C4: a named person's pay or debt with its sum
    "Para la revisión salarial: Elena cobra 1.950 € netos y Pablo 2.300 €.",
    "Ірина отримує 21 000 грн, а Тарас 26 000 грн за ту саму роботу.",
    "Compare: Olivia earns £38,000 and Liam £41,500 in the same role.",
    "Check: Sergio gana 2.400 € brutos al mes y pide un adelanto.",
    "Наталья получает 85 000 рублей и просит повышения.",
    "Petra bekommt 3.100 € netto, Tobias 3.600 €, bitte prüfen.",
    # C5: raised in care: foster families, children's homes, orphanages
    "I grew up in foster care and Christmas is still hard for me.",
    "Wychowałam się w domu dziecka, więc nie mam kogo zaprosić na ślub.",
    "Ich bin in einer Pflegefamilie aufgewachsen und kenne meine leibliche Mutter kaum.",
    "Crecí en una familia de acogida desde los seis años.",
    "J'ai grandi en foyer de l'ASE jusqu'à mes dix-huit ans.",
    "Я виросла в дитбудинку і досі не знаю, хто мої батьки.",
    "I'm a care leaver, so I don't have a guarantor for the flat.",
    "Spent my teens in a children's home, never talk about it at work.",
    "Я вырос в детдоме, родителей не помню.",
    # C6: a debt to a relative or a friend, with its sum
    "Ich schulde meinen Eltern noch 12.000 € vom Hauskauf.",
    "Винен другові 15 тисяч ще з минулого року.",
    "Wiszę bratu 4 tysiące od wakacji i on już się wkurza.",
    "Ma belle-mère attend encore les 3 000 € que je lui dois.",
    "Sigo debiéndole 6.000 euros a mi suegro.",
    "Должна маме 40 тысяч рублей, не знаю когда отдам.",
    "Schulde meinem Bruder 2.500 Euro und er fragt jede Woche.",
    "Jestem winna cioci 10 000 zł za remont.",
    # C7: Ukrainian typed in the official Latin spelling (ia/iu/ie, -yi)
    "u mene vzhe try roky depresiia, p'iu tabletky",
    "shche dva misiatsi i borh za kvartyru bude 30 tysiach",
    "zarplata 18 tysiach a kredyt 11, ne znaiu shcho robyty",
    "u dochky tsukrovyi diabet, vona na insulini vzhe rik",
    "cholovik vzhe vdruhe mene b'ie, shche nikomu ne kazala",
    "v mene epilepsiia z dytynstva, vzhe 3 napady tsoho misiatsia",
    # C8: a same-sex couple said by its numbers, a child with two mothers or fathers
    "Mi marido y yo queremos adoptar, pero somos dos hombres y nos da miedo el proceso.",
    "Unsere Tochter hat zwei Mütter, und im Kindergarten fragt jetzt jemand nach dem Papa.",
    "Nous sommes deux femmes et nous voulons faire une PMA en Belgique.",
    "Nasza córka ma dwie mamy, a w przedszkolu ciągle pytają o tatę.",
    "Ми з дружиною — дві жінки, і хочемо усиновити дитину.",
    "My wife and I are both women, so who goes on the birth certificate as the parent?",
    "Wir sind zwei Männer und wollen ein Pflegekind aufnehmen.",
    "Notre fils a deux papas et la maîtresse a oublié d'en parler pour la fête des pères.",
    "Somos dos mujeres casadas y el colegio insiste en pedir los datos del padre.",
]

GREEN: list[str] = [
    # C1
    "Bitte notiere: Frau Schütz hat am Montag Geburtstag und bringt Kuchen mit.",
    "pan Kowalski ma urlop w przyszłym tygodniu, proszę uwzględnić to w grafiku.",
    "Recuerda que la señora Núñez empieza en el departamento de ventas el lunes.",
    "Madame Lefèvre est en déplacement à Lyon, prévoir une visio.",
    "пані Коваль має відпустку з понеділка, перенесіть нараду.",
    "Dr. Ansel has a conference in Vienna, so please move his clinic hours.",
    "Marta prowadzi szkolenie z Excela w czwartek – sprawdź salę.",
    "Jonas hat den Vortrag über Multiple Sklerose für die Patientengruppe organisiert.",
    "Олена має нові ключі від офісу з понеділка.",
    "A patient with epilepsy should not drive for six months after a seizure; what is the rule in Spain?",
    "Mark the patients with diabetes in the spreadsheet column B.",
    "Le locataire du 3e a signalé une fuite d'eau dans la cuisine, préviens le plombier.",
    "Carlos presenta el informe de ventas el martes, prepara la sala.",
    "What are the first symptoms of type 1 diabetes in children?",
    "Frau Dr. Schütz ist Fachärztin für Diabetologie, bitte Termin vereinbaren.",
    # C2
    "Mail from the party office: 'Join us at the town hall debate on Thursday.' Is it worth going?",
    "Newsletter von ver.di: „Tarifverhandlungen gehen in die dritte Runde“ – was bedeutet das für Pflegekräfte?",
    "Correo recibido: «Bienvenido a Spotify Premium, tu suscripción está confirmada». ¿Cómo la cancelo?",
    "Lettre reçue : « Votre adhésion à la médiathèque est enregistrée ». Combien de livres puis-je emprunter ?",
    "Lehrbuchbeispiel: „Diagnose: Multiple Sklerose, schubförmig“ – wie formuliert man so einen Befund?",
    "Template for a discharge letter: 'Diagnosis: ___, started on ___.' Fill in a fictional example.",
    "Лист від профспілки: «Збори в четвер о 17:00». Що таке профспілка взагалі?",
    # C3
    "Для звіту: скільки людей у профспілці медиків по країні?",
    "Union members at Unison get a discount on travel insurance.",
    "Para el expediente: el sindicato de sanidad convoca huelga el jueves.",
    "Przed restrukturyzacją: związek zawodowy wysłał pismo do zarządu.",
    "Notiere bitte: Die GEW lädt am Freitag zur Infoveranstaltung ein.",
    "Pour le plan social : le délégué syndical doit être consulté, quelle est la procédure ?",
    # C4
    "Para la revisión salarial: ¿cuánto cobra de media un enfermero en España?",
    "Ірина отримує 3 нові ноутбуки для відділу, оформи накладну.",
    "Compare: Netflix charges £10.99 and Disney £7.99 a month.",
    "Check: Sergio gana 3 partidos seguidos en el torneo de pádel.",
    "Camille gagne le prix du meilleur court-métrage 2024, écris un communiqué.",
    "Petra bekommt 3 neue Monitore, bitte bestellen.",
    # C5
    "How does foster care work in the UK, and who can become a foster parent?",
    "Wie viele Kinder leben in Deutschland in Pflegefamilien?",
    "¿Qué requisitos hay para ser familia de acogida en Madrid?",
    "J'écris un article sur l'ASE et les foyers de l'enfance, des chiffres récents ?",
    "Nasza fundacja zbiera zabawki dla domu dziecka w Lublinie.",
    "Ми збираємо речі для дитбудинку в Житомирі, що найпотрібніше?",
    # C6
    "Ich schulde dir noch eine Antwort wegen des Termins.",
    "How much do people usually owe their parents after university in the US?",
    "Je dois encore 3 chapitres à relire pour ma belle-mère, elle écrit un roman.",
    "Le debo una visita a mi suegro, ¿qué regalo le llevo?",
    "Wiszę bratu przysługę, pomógł mi przy przeprowadzce.",
    "Винна сестрі подарунок на день народження, що порадиш?",
    # C7
    "shcho take tsukrovyi diabet i yak vin vyiavliaietsia?",
    "skilky zaraz v serednomu zarplata prohramista v Kyievi?",
    "kupyla kvytky na kontsert, vzhe 2 tysiachi za dva",
    # C8
    "Mi marido y yo queremos adoptar un perro, ¿qué raza recomiendas?",
    "Unsere Tochter hat zwei Katzen und will jetzt einen Hund.",
    "Nous sommes deux amies et nous voulons voyager en Belgique, des idées ?",
    "Nasz syn ma dwie lewe ręce do majsterkowania, jaki prezent?",
    "Ми з дружиною хочемо поїхати в Карпати, порадь маршрут.",
    "Two men walk into a bar: write me a clean joke for a wedding speech.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
