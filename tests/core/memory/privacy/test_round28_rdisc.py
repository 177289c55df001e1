"""Round 28 (rdisc): sensitive disclosures that stayed green, above all intimate life told as events. Sentences written
for these tests, none taken from a benchmark file; those marked "kept aside" were not run on the new code until it was done
(kept aside, classes A-F: 44/47 right at that point, G: 4/5; the Spanish and French figurative "pushed me to ..." lines
and "Could you explain how a third IVF cycle is usually funded" are false red on the base as well and are left out here;
"Meine Eltern haben ... nicht mehr bezahlt" was fixed after: plural "haben").

Classes:
- A a blow on the writer by a partner or a bare "he"/"she", with a place or a body part ("into the bookcase", "por el
  pelo", "za gardło", "об стену") - intimate_acts.py;
- B a partner or an ex tracking the writer (a hidden tracker, spy software, an ex in the writer's accounts), and partner
  control with the possessive dropped in Polish, Ukrainian and Russian ("Partner sprawdza mój telefon") -
  intimate_acts.py, partner_control.py;
- C an affair told through a duration or "something with" ("hat seit Monaten was mit", "llevo meses poniéndole los
  cuernos", "tiene algo con") - intimate_acts.py;
- D a divorce or custody case told as a dated or ongoing step, the owner implicit ("Scheidungsverfahren läuft seit Mai",
  "Rozprawa rozwodowa jest w przyszłym tygodniu") - intimate_acts.py;
- E a relative's debt in the third person (owes a sum, instalments unpaid, a debtors' register, a bailiff) - kin_debts.py;
- F a rumour that names itself ("se rumorea", "wird gemunkelt", "chodzą słuchy", "ходят слухи") and a step weighed but
  undecided ("je songe à quitter mon mari, mais je n'ai rien décidé"): yellow, so not red here - unsettled.py;
- G an origin said with "as a" or in a noun form the lists lacked, a union or campaign role of the writer or a relative,
  a fertility treatment's round ("Als Kurdin ...", "Moja żona jest Tatarką", "notre troisième FIV") - passing_mentions.py.

RED: green on the base (cb4bf24), red now. GREEN: red on the base, green now. GREEN_ALSO: twins of the same surface,
green on the base and now. KEPT: red on the base and still red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    'She grabbed me by the hair again yesterday when I came home late.',  # A
    'Anoche me estampó contra la pared del pasillo. No sé a quién contárselo.',  # A
    'Вчера он швырнул меня об стену, а утром делал вид, что ничего не было.',  # A
    'Mein Freund hat mich an den Haaren durch den Flur gezerrt.',  # A (kept aside)
    'Me agarró del cuello y me tiró al suelo delante de los niños.',  # A (kept aside)
    'Mąż złapał mnie za szyję i przycisnął do ściany.',  # A (kept aside)
    'My ex hid an AirTag in the lining of my handbag, I found it last night.',  # B
    'My former partner still logs into my iCloud and reads my photos. How do I kick him out?',  # B
    'Mein Ex hat heimlich einen GPS-Tracker unter mein Auto geklebt.',  # B
    'Mi expareja sigue entrando en mi correo aunque le cambié la contraseña dos veces.',  # B
    "Mon ex a installé une appli espion sur mon téléphone pendant qu'on vivait ensemble.",  # B
    'Były chłopak podłożył mi lokalizator do samochodu, co mam zrobić?',  # B
    'Муж установил мне на телефон шпионскую программу и читает всю переписку.',  # B
    'Chłopak sprawdza mój telefon codziennie i każe mi pokazywać wiadomości.',  # B (kept aside)
    'Meine Ex-Freundin loggt sich immer noch in mein Instagram ein.',  # B (kept aside)
    'Mi exnovio me escondió un localizador en la mochila.',  # B (kept aside)
    'Mon ancien compagnon se connecte encore à ma boîte mail.',  # B (kept aside)
    'Meine Frau hat seit dem Sommer was mit einem Kollegen aus ihrer Abteilung.',  # C
    'Llevo meses poniéndole los cuernos a mi novio con su primo.',  # C
    'Mi marido tiene algo con su secretaria desde Navidad.',  # C
    'Estoy teniendo un lío con una compañera del trabajo.',  # C (kept aside)
    'Scheidungsverfahren läuft seit Mai, am Dienstag ist die Anhörung zum Umgangsrecht.',  # D
    'El juicio de divorcio es el 12 de junio; la custodia de Pablo aún no está decidida.',  # D
    'Rozprawa rozwodowa jest w przyszłym tygodniu, a sąd jeszcze nie zdecydował o opiece nad Zosią.',  # D
    'Firmé los papeles del divorcio ayer y ahora toca hablar de la custodia.',  # D (kept aside)
    'Sprawa rozwodowa z Tomkiem ciągnie się od roku.',  # D (kept aside)
    "My sister Claire owes nearly 12,000 pounds on three cards and won't open her post.",  # E
    'Mein Bruder Jonas hat zwei Monatsraten für das Auto nicht bezahlt, jetzt droht Inkasso.',  # E
    'Моя сестра перестала платить кредит, и теперь ей звонят коллекторы.',  # E (kept aside)
    'Mon oncle Gérard doit 30 000 euros au fisc, il ne dort plus.',  # E (kept aside)
    'Meine Eltern haben die Miete seit Februar nicht mehr bezahlt.',  # E (kept aside)
    'Mi cuñado está en la lista de morosos por una tarjeta de unos grandes almacenes.',  # E (kept aside)
    "Nous en sommes à notre troisième FIV et je n'ai plus la force d'en parler au travail.",  # G
    'Ich war Wahlkampfhelferin für die Grünen und bekomme jetzt Hassmails.',  # G (kept aside)
    'Это уже наше второе ЭКО, и свекровь опять спрашивает про внуков.',  # G (kept aside)
]

GREEN: list[str] = [
    'Se rumorea en la oficina que el director se está divorciando, aunque nadie sabe nada seguro.',  # F
    'Chodzą słuchy, że sąsiadka z parteru jest w ciąży, ale kto to wie.',  # F
    'Ходят слухи, что дядя Коля пьёт, но я сама ничего не видела.',  # F
    "Je songe à quitter mon mari, mais je n'ai rien décidé pour l'instant.",  # F
    'On murmure que la voisine du dessus a une liaison avec le facteur.',  # F (kept aside)
    'Подейкують, що наш бухгалтер має борги, але це лише розмови.',  # F (kept aside)
    "I've been thinking about leaving my husband but I haven't decided anything yet.",  # F (kept aside)
]

GREEN_ALSO: list[str] = [
    'He pushed me to apply for the promotion and I finally did it.',  # A
    'Our striker was shoved into the advertising boards in the second half, should that be a red card?',  # A
    'In the novel he shoves her against the wall in chapter three; is that scene too much for teenagers?',  # A
    'Mein Trainer hat mich gestern an meine Grenzen gebracht, die Beine brennen.',  # A
    'Wiatr zepchnął mnie na barierkę na moście, ale nic mi się nie stało.',  # A (kept aside)
    'My husband put an AirTag on my keys because I keep losing them.',  # B
    'How do I find out whether someone hid an AirTag in my car?',  # B
    'Mein Mann hat einen GPS-Tracker für unseren Hund gekauft.',  # B
    'Partner sprawdza mi ofertę przed wysłaniem do klienta.',  # B (kept aside)
    'Mi pareja entra en mi cuenta de Netflix, ¿puedo ponerle un perfil propio?',  # B (kept aside)
    'My wife has had a thing for Italian food since our trip to Rome.',  # C
    'Meine Frau hat was mit Pferden zu tun, sie arbeitet im Reitstall.',  # C
    'Llevo un año aprendiendo alemán con una amiga de la universidad.',  # C (kept aside)
    'Ça fait deux ans que je trompe mon ennui avec des mots croisés.',  # C (kept aside)
    'How long does a divorce usually take in Germany if both sides agree?',  # D
    'Wie läuft eine Scheidung ab, wenn beide einverstanden sind?',  # D
    "The celebrity couple's divorce hearing is on Monday, the tabloids say.",  # D
    '¿Cuánto cuesta un abogado de divorcio en Madrid de media?',  # D (kept aside)
    "Dans le film, l'audience de divorce a lieu le 3 mars et tout dérape.",  # D (kept aside)
    'Jak długo trwa rozwód bez orzekania o winie?',  # D (kept aside)
    'My son owes me 15 euros for the cinema tickets, ha.',  # E
    "Our supplier's company owes 40,000 euros to the tax office, says the newspaper.",  # E
    '¿Qué pasa si alguien está en ASNEF y quiere alquilar un piso?',  # E (kept aside)
    'Mein Vater hat die letzte Rate schon im Mai bezahlt, jetzt ist das Auto abbezahlt.',  # E (kept aside)
    'Bei uns im Verein wird gemunkelt, dass der Kassenwart Spielschulden hat.',  # F
    'Zastanawiam się nad rozwodem, ale nic jeszcze nie postanowiłam.',  # F
    "Rumour has it my landlord went bankrupt last year, no idea if that's true.",  # F (kept aside)
    'Ich überlege, mich von meinem Freund zu trennen, habe aber noch nichts entschieden.',  # F (kept aside)
    'What does a shop steward do during a disciplinary meeting?',  # G
    "The campaign manager of the museum's fundraiser sent the schedule.",  # G
]

KEPT: list[str] = [
    'He shoved me against the fridge so hard that the door dented. My sister says I should leave.',  # A
    'Er hat mich gestern gegen die Schranktür gestoßen, jetzt habe ich einen blauen Fleck am Arm.',  # A
    "Il m'a plaquée contre le mur de la cuisine devant les enfants.",  # A
    'Wczoraj znowu popchnął mnie na szafę, boję się wracać do domu.',  # A
    'Він знову схопив мене за горло, коли я сказала, що піду до мами.',  # A
    'He threw me down the stairs last week and I told the doctor I tripped.',  # A (kept aside)
    "Hier soir il m'a jetée par terre parce que le dîner était froid.",  # A (kept aside)
    'Вона штовхнула мене на шафу, і я розбила голову.',  # A (kept aside)
    'Мій колишній досі заходить у мою пошту, хоча ми розійшлися пів року тому.',  # B
    'Mąż zabiera mi telefon i grozi, kiedy wychodzę bez niego.',  # B
    'Чоловік забирає в мене картку і погрожує, коли я щось купую.',  # B (kept aside)
    'Парень проверяет мой телефон и угрожает, если я не отвечаю сразу.',  # B (kept aside)
    'My ex-husband planted a tracker under my car seat.',  # B (kept aside)
    "I've been sleeping with my wife's best friend for half a year now.",  # C
    'Ça fait deux ans que je trompe mon mari avec un voisin.',  # C
    'Od pół roku zdradzam męża z kolegą z pracy.',  # C
    'Вже рік зраджую дружині з колегою, і вона ні про що не здогадується.',  # C
    'Уже два года изменяю мужу, и не знаю, как остановиться.',  # C
    'My husband has had a thing with his ex for months, I saw the messages.',  # C (kept aside)
    'Ich habe seit einem Jahr was mit dem Mann meiner besten Freundin.',  # C (kept aside)
    'Cela fait des mois que ma femme a une liaison avec son collègue.',  # C (kept aside)
    'Moja żona od miesięcy ma romans z trenerem.',  # C (kept aside)
    'Мій чоловік уже пів року має роман зі своєю колегою.',  # C (kept aside)
    'We signed the divorce papers on Friday and the kids stay with me on weekdays.',  # D
    "Divorce hearing is on the 14th and I still haven't found a lawyer.",  # D
    'Nous avons signé le divorce chez le notaire hier, la garde des enfants sera alternée.',  # D
    'Засідання щодо розлучення перенесли на 20 квітня, опіка над сином ще не вирішена.',  # D
    'Развод с Игорем идёт уже полгода, следующее заседание в понедельник.',  # D
    'Die Scheidung von Jana ist seit Montag durch, das Sorgerecht teilen wir.',  # D (kept aside)
    "L'audience de divorce est fixée au 5 février et mon avocate est malade.",  # D (kept aside)
    'Розлучення з Олегом триває, наступне засідання в березні.',  # D (kept aside)
    "Custody hearing got moved to next Thursday, I can't sleep.",  # D (kept aside)
    'Mi padre Andrés dejó de pagar la hipoteca en verano y el banco ya ha mandado dos cartas.',  # E
    'Ma mère a arrêté de payer son crédit conso et elle est fichée à la Banque de France.',  # E
    'Mój brat Paweł ma komornika na pensji od marca.',  # E
    'Мій тато винен сусідові 40 тисяч гривень і не бере слухавку.',  # E
    'Meine Schwester sagt, sie ist schwanger, der Test war positiv.',  # F
    'Ich überlege noch, wie ich es den Kindern sage: mein Mann hat mich letzte Woche verlassen.',  # F (kept aside)
    'Als Kurdin bekomme ich bei jeder Passkontrolle die gleichen Fragen.',  # G
    'Como gitana, me cuesta que me alquilen un piso en este barrio.',  # G
    'Moja żona jest Tatarką i jej rodzina obchodzi inne święta niż moja.',  # G
    'My mother has been the union rep at the hospital for ten years and they want her out.',  # G
    'Я волонтерила в штабі опозиційного кандидата, і тепер мені дзвонять з погрозами.',  # G
    "My wife is Chechen and her parents still haven't accepted me.",  # G
    'Jako Romka słyszę w pracy głupie żarty prawie codziennie.',  # G (kept aside)
    'Mi padre es enlace sindical en la fábrica y lo han cambiado de turno.',  # G (kept aside)
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN + GREEN_ALSO)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", KEPT)
def test_kept_red(text: str) -> None:
    assert detect(text).is_red, text
