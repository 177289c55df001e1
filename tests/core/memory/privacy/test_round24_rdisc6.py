"""Round 24 (rdisc6): disclosures in everyday phrasings, Latin-typed Ukrainian and Russian, and three false reds.

Classes (each a phrasing family, not a line; sentences written for these tests, none taken from a benchmark file; those
marked "kept aside" were not run until the code was done):
- C1 Ukrainian or Russian typed in Latin letters with none of the old marker words: the "j" spellings ("dlja", "znaju",
  "pislja"), transliterated Russian ("menja", "chto", "uzhe"), one-letter words ("U menja", "v Polshchi"), "i" after a
  vowel as "ї" ("partii", "Ukraini") (translit.py);
- C2 arrears counted in months or instalments, not money ("trois mois d'impayés", "drei Monatsmieten im Rückstand",
  "не платить аліменти вже пів року"); a loan one cannot pay back (vocab/told_everyday.py);
- C3 an affair said by what the partner does (an "aventura con", "se acuesta con", "couche avec", "sypia z", a second
  family, "has another woman", messages to another woman and meetings since a time);
- C4 a divorce final or under way without "my", a custody fight; C14 a couple parted, said with the partner's name;
- C5 denominations the lists lacked (Greek Catholic, Old Believer), unbelief ("Jesteśmy niewierzący"), a party branch's
  board, a deputy's assistant;
- C6 an orientation reported of a relative ("m'a dit qu'elle était pansexuelle") or held "always";
- C7 a family named by its origin ("nous sommes une famille kabyle");
- C8 a first-person treatment verb with no pronoun ("лікуюся від ПТСР"), "je suis suivie pour ...";
- C9 chat's abbreviations for a partner with violence ("my bf hits me", "hubby beats me");
- C10 a household's income or benefit said as "we" with its sum; C11 habitual drinking with a quantity, drug use as a
  habit; C12 a limb amputated or lost to a war, an accident or an illness; C13 a child not the husband's;
- C15 a fact, then "how should I react / respond / deal with it" (advice asked after it, not a doubt; not after "if");
  C16 Ukrainian reflexive verbs typed without the soft sign ("rozluchajus", "diznalas"); C17 a party branch's board
  with "Razem" (not "razem z");
- Y1 a rumour (hearsay in the sentence, a doubt in the message) and Y2 a suspicion with the writer's own doubt ("o me lo
  estoy imaginando") are uncertain, not red (hearsay.py);
- F1 a condition denied with "нема" or said of "nobody I know" (nobody_has.py); F2 a sport or a class signed up for, read
  by the learned model as a belief (hobby_joins.py); German chat's "ne" after a verb is an article ("hab ne affäre").

RED: green on the base (ee5b4b7), red now. KEPT: red on the base already, and still (the same classes' surface, kept as a
guard). GREEN: twins of the same surface, green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [  # green on the base
    # C1
    'Ja gej, ale v rodyni nikomu ne kazav',
    "U menja depressija uzhe god, p'ju tabletki",
    'Ja lesbijanka, roditeli ne znajut i ja bojusja',
    'U menja dolg 200 tysjach po kreditam, kollektory zvonjat',
    'Ja vagitna, 12 tyzhniv, de shukaty likarnju',  # (kept aside)
    'Muzh mne izmenjaet, ja uzhe znaju tochno',  # (kept aside)
    # C2
    'Ma sœur a quatre mois de loyer impayés, le propriétaire menace.',
    'Mein Vater ist mit zwei Monatsmieten im Rückstand.',
    'Wir sind mit dem Gas drei Abschläge im Rückstand.',
    'Мій син не платить за квартиру вже пів року.',
    'Не платил за коммуналку полгода, теперь суд.',  # (kept aside)
    # C3
    'Mi marido tuvo una aventura con su secretaria.',
    'Mi novia se acuesta con su entrenador desde marzo.',
    'Мой муж живёт на две семьи уже год.',
    "Мій чоловік живе на дві сім'ї.",
    'Mąż sypia z sąsiadką od wiosny.',  # (kept aside)
    # C4
    'The divorce was finalised on Monday, custody is shared.',
    'scheidung läuft noch, streit ums sorgerecht',
    'El divorcio ya es firme, la custodia es compartida.',  # (kept aside)
    'Розлучення вже оформили, діти живуть зі мною.',  # (kept aside)
    # C5
    'Jestem grekokatoliczką i chcę ochrzcić córkę.',
    'Jesteśmy niewierzący, córka nie chodzi na religię.',
    'Я старообрядец, ищу приход.',
    'Mój mąż jest grekokatolikiem.',  # (kept aside)
    # C6
    "Ma fille m'a dit qu'elle était pansexuelle.",
    'Creo que siempre he sido asexual.',
    'Mein Bruder hat mir erzählt, dass er asexuell ist.',
    "I've always been pansexual, I just didn't have the word.",
    'Moja córka powiedziała mi, że jest panseksualna.',  # (kept aside)
    "Je crois que j'ai toujours été asexuelle.",  # (kept aside)
    # C7
    'Nous sommes une famille kabyle.',
    'Wir sind eine kurdische Familie aus Syrien.',
    'Ми кримськотатарська родина, живемо у Львові.',  # (kept aside)
    # C8
    'Після повернення з фронту лікуюся від ПТСР.',
    'Після аварії лікуюсь від депресії.',
    "Depuis l'accident je suis suivie pour un stress post-traumatique.",
    'Третий год лечусь от алкоголизма.',
    'Вже рік лікуюся від безпліддя.',  # (kept aside)
    # C9
    "my bf hits me when he's drunk",
    'her bf hits her, i saw the bruises',
    'my gf slapped me again last night',
    'hubby beats me when the kids are asleep',
    "my mate's bf hits her and she won't leave",  # (kept aside)
    'his gf hit him with a bottle',  # (kept aside)
    # C10
    'Отримуємо 4 500 грн субсидії щомісяця.',
    # C11
    'Bebo casi una botella de whisky cada noche.',
    "Щовечора п'ю пляшку горілки, вже не можу зупинитись.",
    'I drink six beers every night after work.',  # (kept aside)
    'me meto coca casi todos los findes desde el verano',  # (kept aside)
    # C12
    'Mój tata stracił nogę w wypadku na budowie.',
    'Mi hermano perdió una pierna en un accidente de moto.',
    'Meiner Mutter wurde letztes Jahr der Fuß amputiert.',
    'Mon oncle a perdu un bras à la guerre.',  # (kept aside)
    # C13
    'Unsere Tochter ist nicht von meinem Mann.',
    "Le bébé n'est pas de mon mari.",
    'El padre no es mi marido, es un compañero de trabajo.',  # (kept aside)
    # C14
    'Marc et moi avons divorcé en mars.',
    'Z Kasią rozstaliśmy się po ośmiu latach.',
    'Julie et moi nous sommes séparés cet été.',  # (kept aside)
    # C15
    "I'm Muslim and the neighbours stare at my hijab, how should I deal with it?",  # (kept aside)
    # C16
    'Rozluchajus z cholovikom, shcho robyty z kvartyroju',
    'Diznalas shcho vagitna, a cholovik ne znaje',
    'Likujus vid depresiji vzhe rik, treba porada',  # (kept aside)
    # C17
    'Od roku jestem w zarządzie koła Razem w Gdańsku.',
    # F1
    'hab ne affäre mit der frau meines bruders, keiner weiß davon',
]

KEPT: list[str] = [  # red on the base too
    # C2
    'Mój brat nie płaci alimentów od pół roku.',
    'mamy 5 miesięcy zaległości za prąd, grożą odcięciem',  # (kept aside)
    'Mi padre no paga la luz desde hace tres meses y le van a cortar.',  # (kept aside)
    # C3
    "Mon mari couche avec sa collègue depuis l'été.",
    'Ma femme a une liaison avec son patron.',  # (kept aside)
    'Mein Mann schläft seit Monaten mit seiner Kollegin.',  # (kept aside)
    # C4
    'Anna and I separated last spring.',
    'Rozwód w toku, walka o opiekę nad dziećmi trwa.',
    # C5
    'Jestem w zarządzie koła partii Razem.',
    'Я помічниця депутата від партії «Голос».',
    'Soy asistente de un diputado del PSOE.',  # (kept aside)
    # C7
    'We are a Roma family and the school treats us differently.',
    'Jesteśmy romską rodziną z Nowej Huty.',
    'Somos una familia gitana y nos miran mal en el colegio.',  # (kept aside)
    # C8
    'Depuis un an je suis suivi pour une dépression.',  # (kept aside)
    # F1
    'в мене діабет, але як працює інсулін?',
    'Everyone I know has epilepsy except me, and my son has it too.',
    'в мене астма, як працює інгалятор?',  # (kept aside)
    # F2
    'Me he afiliado a Podemos este mes.',
    # C10
    "On touche 1 200 € de RSA par mois, c'est tout.",
    'Wir verdienen zusammen 3.400 Euro netto, reicht das für die Wohnung?',
    'Zarabiamy razem 7 500 zł na rękę, czy dostaniemy kredyt?',
    'Cobramos 1.300 € del paro entre los dos.',  # (kept aside)
    "we're on £900 a month in benefits since my partner lost his job",  # (kept aside)
    # C11
    'Je bois une bouteille de vin tous les soirs depuis le divorce.',
    'nehme jedes wochenende koks, langsam macht mir das angst',
    'biorę kokainę prawie w każdy weekend',
    # C12
    'Чоловік після поранення на фронті без ноги.',
    'My dad had his leg amputated because of diabetes.',  # (kept aside)
    # C13
    'Mi hijo pequeño no es de mi marido y nadie lo sabe.',
    "The father isn't my husband, he doesn't know.",
    'Дитина не від мого чоловіка, я боюся йому сказати.',  # (kept aside)
    # C14
    'Tom and I broke up last month, how do I tell the kids?',
    'Anna and I are getting divorced.',
    'Rozwiedliśmy się w zeszłym roku, jak zmienić nazwisko?',  # (kept aside)
    # Y1
    'Lekarz mówi, że mam cukrzycę typu 2.',
    'Mi hermana dice que está embarazada y el test lo confirma.',
    'Кажуть, що в мене діабет, вчора прийшли аналізи.',  # (kept aside)
    # Y2
    'Mi marido me engaña con su compañera, lo he visto yo.',
    'Mąż mnie zdradza, przeczytałam jego wiadomości.',
    'My boyfriend is cheating on me, I saw the messages.',  # (kept aside)
    # C15
    "I'm bisexual and my dad keeps making comments, how should I react?",
    'Ich bin Jesidin und meine Kollegen machen Witze darüber, wie sollte ich reagieren?',
    'I have epilepsy and my boss found out yesterday, how should I respond?',
]

GREEN: list[str] = [  # look-alikes, rumours and suspicions doubted
    # C1
    'Ja shukaju robotu v Poznani, dopomozhy z CV',
    'Menja zovut Olja, a gde tut pochta?',
    'Jestem z Krakowa i szukam pracy w IT, moja siostra tez',
    "Ja ne znaju, gde kupit' bilet na poezd do Gdanska",  # (kept aside)
    # C2
    "Combien de mois d'impayés avant une expulsion en France ?",
    'Was passiert rechtlich, wenn ein Mieter im Rückstand ist?',
    'Скільки місяців можна не платити за квартиру до суду?',
    'Les impayés de loyer ont augmenté de 3 % cette année.',  # (kept aside)
    # C3
    'Fue una aventura increíble con mis amigos en los Andes.',
    'Mi gato se acuesta con el perro en el sofá.',
    'Mein Sohn schläft bei seinem Freund.',
    'Le film raconte une liaison entre un ministre et sa secrétaire.',  # (kept aside)
    # C4
    'The divorce rate was finalised in the 2021 census report.',
    'Anna and I went to the concert last spring.',
    'Wie lange dauert eine Scheidung in Deutschland?',
    'Le divorce de Brad Pitt a été finalisé.',  # (kept aside)
    # C5
    'Jak działa Kościół greckokatolicki w Polsce?',
    'Czy niewierzący mogą być chrzestnymi?',
    'Jestem w zarządzie koła łowieckiego.',
    'Кто такие старообрядцы?',  # (kept aside)
    # C6
    "Ma fille m'a dit qu'elle était fatiguée.",
    'What does pansexual mean?',
    '¿Qué significa ser asexual?',  # (kept aside)
    # C7
    'Nous sommes une famille nombreuse.',
    'We are a family of four.',
    'Wir sind eine Familie von Musikern.',  # (kept aside)
    # C8
    'Як лікуються від ПТСР ветерани?',
    'Le colis est suivi pour une livraison demain.',
    'Як лікувати депресію у підлітків?',  # (kept aside)
    # C9
    'my bf hits the gym every morning',
    'her bf hit a home run',
    'my gf hit the jackpot at bingo',  # (kept aside)
    # F1
    'в мене нема діабету, але як працює інсулін?',
    'Nobody I know has epilepsy, how does a seizure start?',
    'Nikt z moich znajomych nie ma cukrzycy, jak działa insulina?',
    'Niemand in meiner Familie hat Asthma, wie funktioniert ein Inhalator?',  # (kept aside)
    'у нас нема алергії, але як діє антигістамін?',  # (kept aside)
    # F2
    'me he apuntado a pádel y soy malísimo',
    'Me he apuntado al gimnasio y soy malísimo.',
    'je me suis inscrite au yoga et je suis nulle',
    'zapisałam się na tenisa i jestem beznadziejna',  # (kept aside)
    'me he apuntado a natación con mi hija',  # (kept aside)
    # C10
    'We get 3 free tickets a month with the membership.',
    'On gagne 3 points à chaque victoire.',
    'Wir bekommen 2 Pakete pro Woche geliefert.',  # (kept aside)
    # C11
    'I drink a bottle of water every morning.',
    'Je bois un café tous les matins.',
    'The band was doing covers every weekend.',
    'Piję butelkę wody codziennie.',  # (kept aside)
    # C12
    'I lost my keys in the war museum.',
    'Il a perdu la main au poker hier soir.',
    'The statue lost an arm in the war, the museum says.',  # (kept aside)
    # C13
    'Das Geschenk ist nicht von meinem Mann, sondern von meiner Mutter.',
    "Ce message n'est pas de mon mari.",
    "The idea isn't my husband's, it was mine.",  # (kept aside)
    # C14
    'Tom and I split up the tasks for the project.',
    'Rozstaliśmy się z dostawcą internetu w maju.',
    'Marc et moi avons rompu la glace avec un jeu.',  # (kept aside)
    # Y1
    'Dicen que la vecina del cuarto está embarazada, pero yo no me lo creo.',
    "Кажуть, що сусід з третього поверху п'є, але я сама ніколи не бачила.",
    'Angeblich hat der neue Kollege eine Affäre mit der Chefin, aber das ist nur Gerede.',
    'Podobno szef ma raka, ale to tylko plotki z kuchni.',
    'On dit que le gardien est alcoolique, mais ce ne sont que des rumeurs.',  # (kept aside)
    'Говорят, что у начальника депрессия, но это просто слухи.',  # (kept aside)
    # Y2
    'creo que mi marido me engaña? o me lo estoy imaginando',
    'ich glaub meine freundin betrügt mich, oder bild ich mir das ein?',
    'wydaje mi się, że mąż mnie zdradza, czy przesadzam?',
    'мені здається, що чоловік мені зраджує, чи я накручую?',
    'I think my boyfriend is cheating on me? or am I just being paranoid',  # (kept aside)
    "j'ai l'impression que ma copine me trompe, ou je me fais des films ?",  # (kept aside)
    # C15
    'Am I depressed? How should I react to my friends?',
    'If a colleague tells me he is gay, how should I react?',  # (kept aside)
    # C16
    'Diznalas shcho poizd zapiznjujetsja, shcho robyty',
    # C17
    'Jestem w zarządzie koła gospodyń razem z mamą.',
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)
