"""Round 39, rpublic: other people's private matters - and the writer's own - in drafts, posts, group messages, petitions
and profiles (broad-zzz67, "drafts about to go public", and a few lines of broad-zzz66 and broad-zzz68).

Each test is one mechanism in one language: the red sentences are caught now (at least one of them read green before
the round), the green ones are its near misses and stay green. All sentences are written for these tests.
- named_debts.py: a named person owes the writer a sum ("Kevin Marsh ... still owes me £400", "M. Garnier me doit
  encore 600 €"), not a firm, not a debt without a sum, not a hypothetical;
- named_affairs.py: a named person cheats on someone or "has a thing with" someone, or the writer dated a named person's
  partner; not fraud ("betrügt Kunden"), not "se trompe", not a story;
- public_drafts.py: a quoted draft, post or group message is the writer's own statement, even with the writer's
  question about its wording after it; a profile's items are the writer's "I am ..."; not a template, a fan page, a firm;
- partner_aggression.py: a partner's aggression towards the writer, or the Russian frequentative "избивал";
- vocab (life.py): "Jestem z pochodzenia Ormianką"; identity.py: a petition's signer "vecina de la calle ...";
  class_pupils.py: "Nasza Tosia Wrona z klasy 3c SP nr 12".
"""
from __future__ import annotations

import unicodedata

import pytest

from app.core.memory.privacy.detector.verdict import detect

DEBTS = {
    "en": (['Posting on the street group: "Heads up: Gary Whitfield of GW Plastering owes me £1,850 and stopped '
            'answering." Too harsh?',
            "Kevin Marsh from the allotment still owes me £400 for the shed."],
           ["Dalton Roofing owes me £3,200 and never answered my emails.", "Gary Whitfield owes me an apology.",
            "If Gary Whitfield owes me £400, can I take him to small claims?",
            "Dalton Roofing, a local firm, owes me £3,200."]),
    "de": (['Post für die Nachbarschaftsgruppe: "Achtung, Jens Kohlhaas aus Moosburg schuldet mir 2.300 € für die '
            'Fliesen." Okay so?', "Herr Brandl ist mir noch 750 € schuldig."],
           ["Die Firma Kohlhaas GmbH schuldet ihren Lieferanten 2 Mio. €, schreibt die Zeitung.",
            "Jens Kohlhaas ist mir egal."]),
    "fr": (['Message pour le groupe du quartier : "Attention, Thierry Lemoine, couvreur à Vannes, me doit 1 900 € '
            'depuis juin." Trop direct ?', "M. Garnier me doit encore 600 € pour le scooter."],
           ["Thierry Lemoine me doit une explication.",
            "La société Lemoine, une entreprise de Vannes, me doit 1 900 €."]),
    "es": (['Aviso para el grupo del barrio: "Ojo, Iván Robles, de Pinturas Robles, me debe 1.700 € desde abril." '
            '¿Lo publico?', "Sergio Navas me debe todavía 450 € de la moto."],
           ["Pinturas Robles me debe 1.700 € y no contesta.", "Iván Robles me debe una explicación.",
            "Reformas Castillo, empresa de Móstoles, me debe 2.900 €."]),
    "pl": (['Ostrzeżenie na grupę osiedlową: "Pan Zbigniew Kurek z firmy ZK-Dach jest mi winien 5 600 zł." Mogę to '
            'wrzucić?', "Tomasz Lipa wisi mi 300 zł od wakacji.",
            "Kryspin Wrzos, hydraulik z Radomia, jest mi winien 1 200 zł."],
           ["Firma ZK-Dach jest mi winna 5 600 zł i nie odbiera.", "Tomasz Lipa jest mi winien przeprosiny."]),
}

AFFAIRS = {
    "en": (['Message to the girls: "Honestly, Megan cheats on Tom with her trainer." Should I send it?',
            "I was seeing Rachel's husband for most of last year."],
           ["Mike cheats at poker every Friday.", "Tom has a thing with cats.",
            "In the novel, Megan cheats on Tom with her trainer."]),
    "de": (["Meine Kollegin Sabine hat was mit dem Filialleiter, alle wissen es.", "Ich hatte was mit Claudias Mann."],
           ["Sabine hat was mit dem Auto gemacht.", "Die Firma betrügt Kunden seit Jahren.",
            "Ich hatte was mit Thomas Mann zu tun, dem Autor."]),
    "fr": (["Message au groupe : \"Bon, Mathieu trompe Camille depuis l'été.\" Je l'envoie ?",
            "Je sortais avec le mari de Nathalie."],
           ["Mathieu se trompe de date.", "Dans la série, Mathieu trompe Camille avec sa voisine."]),
    "es": (["Lucía engaña a su marido con el vecino del quinto.", "Salía con el marido de Marta."],
           ["Lucía engaña a los clientes con los precios.", "Lucía se acuesta con el móvil en la mano."]),
    "pl": (["Tomasz ma romans z sąsiadką, wszyscy wiedzą.", "Spotykałam się z mężem Oli przez pół roku."],
           ["Kasia sypia z kotem.", "Marta zdradza szczegóły planu."]),
    "uk": (['Повідомлення в чат: "Так, я зустрічалася з чоловіком Марини, вибачте." Надіслати?',
            "Андрій має роман з колегою.", "Андрій зраджує Олені з колегою."],
           ["Андрій зраджує свої принципи."]),
    "ru": (["Я встречалась с мужем Натальи почти год."], ["Олег изменяет своим привычкам."]),
}

DRAFTS = {
    "en": (['Draft for the team chat: "So nobody is awkward on Friday, Liam Carter is gay and only told a few of us." '
            'Does that sound kind?',
            'Email to the whole office: "Please note that Karen Hughes is having chemotherapy and will work from '
            'home." Too much detail?'],
           ['Draft for our fan page: "Elton John is gay and has been married to David Furnish since 2014." Any typos?',
            'Template for the group: "[Name] is having chemotherapy and will work from home." Can you improve it?',
            'Review draft: "Dalton Roofing left the job half done and never answers. Avoid." Is that fair?',
            'Dating profile: "Teacher from Leeds, loves hiking and bad jokes." Does it work?']),
    "de": (['Rundmail an alle: "Wir möchten euch mitteilen, dass Jonas Berger eine Chemotherapie macht." Zu '
            'persönlich?', 'Dating-Profil: "Jesidin aus Celle, Krankenschwester, liebt Berge." Klingt das gut?'],
           ['Entwurf für die Gruppe: "Die Firma Fiedler GmbH hat uns schlecht beraten." Zu hart?',
            'Dating-Profil: "Krankenschwester aus Celle, liebt Berge und Kaffee." Klingt das gut?']),
    "fr": (["Message au groupe du club : \"Pour info, Hugo Marchand est gay et ne l'a dit qu'à quelques-uns.\" Ça "
            "passe ?", 'Profil Meetic : "Berbère par ma mère, Normande par mon père, prof à Caen." Trop ?'],
           ['Profil Tinder : "Infirmière à Rennes, fan de randonnée." Ça va ?',
            'Publication pour le groupe : "Le boulanger de la rue Verte ferme en août." C\'est clair ?']),
    "es": (['Borrador para el grupo del trabajo: "Os cuento que Álvaro Ríos es gay y solo se lo ha dicho a unos '
            'pocos." ¿Queda bien?'],
           ['Borrador para el grupo: "Mañana no hay clase de yoga, la profe está de viaje." ¿Vale así?']),
    "pl": (['Wiadomość do grupy: "Informuję, że Marek Zając z działu IT przechodzi chemioterapię i będzie pracował '
            'zdalnie." Za dużo?'],
           ['Wpis na grupę: "Sklep przy Lipowej zamyka się o 18." Może być?']),
}

AGGRESSION = {
    "en": (["My husband has been aggressive towards me twice this year."],
           ["A customer was aggressive towards me today, my husband says ignore it.",
            "My husband has never been aggressive towards me."]),
    "de": (["Mein Mann war schon aggressiv mir gegenüber."], ["Mein Mann war nie aggressiv mir gegenüber."]),
    "fr": (["Mon mari a déjà été violent avec moi, je veux partir."],
           ["Le chien du voisin a été agressif avec moi, mon mari rigole."]),
    "es": (["Mi marido ya fue agresivo conmigo el año pasado."], ["Mi marido nunca fue agresivo conmigo."]),
    "pl": (["Mąż był już wobec mnie agresywny, boję się."], ["Mąż nigdy nie był wobec mnie agresywny."]),
    "ru": (["Бывший муж меня избивал, а теперь пишет мне с чужих номеров.", "Муж уже был агрессивен со мной."],
           ["Муж никогда не был агрессивен со мной."]),
}

OTHERS = {
    "pl origin": (["Jestem z pochodzenia Ormianką i szukam pracy w Krakowie."],
                  ["Czy wynajmujący może pytać o pochodzenie?", "Pochodzenie tego słowa jest łacińskie."]),
    "es petition": (['Texto para la recogida de firmas: "Yo, Rosa Ibarra Solís, vecina de la calle Olmo 9, 2ºA, de '
                     'Getafe, pido un paso de cebra." ¿Vale?'],
                    ["Los vecinos de la calle Olmo 9 pedimos un paso de cebra.",
                     "Yo, Rosa Ibarra Solís, vecina de Getafe, pido un paso de cebra."]),
    "pl pupil": (['Post z gratulacjami: "Nasza Tosia Wrona z klasy 3c SP nr 12 w Lublinie wygrała konkurs!" Dodaj '
                  'emotki.'],
                 ["Nasza pani Anna Kowalska, 3b, wychowawczyni w SP nr 5, odchodzi na emeryturę."]),
    "es pupil": (["Felicidades a nuestra Jimena Arrieta, de 3ºB del CEIP Rosalía de Castro."],
                 ["Felicidades a la clase de 3ºB del CEIP Rosalía de Castro."]),
}


def _check(reds: list[str], greens: list[str]) -> None:
    for text in reds:
        assert detect(text, region="PL").label == "red", text
    for text in greens:
        assert detect(text, region="PL").label == "green", text


@pytest.mark.parametrize("lang", sorted(DEBTS))
def test_a_named_persons_debt_to_the_writer_is_red(lang: str) -> None:
    _check(*DEBTS[lang])


@pytest.mark.parametrize("lang", sorted(AFFAIRS))
def test_a_named_persons_affair_or_the_writers_with_their_partner_is_red(lang: str) -> None:
    _check(*AFFAIRS[lang])


@pytest.mark.parametrize("lang", sorted(DRAFTS))
def test_a_quoted_draft_is_the_writers_own_statement(lang: str) -> None:
    _check(*DRAFTS[lang])


@pytest.mark.parametrize("lang", sorted(AGGRESSION))
def test_a_partners_aggression_towards_the_writer_is_red(lang: str) -> None:
    _check(*AGGRESSION[lang])


@pytest.mark.parametrize("case", sorted(OTHERS))
def test_origins_petitions_and_pupils(case: str) -> None:
    _check(*OTHERS[case])


@pytest.mark.parametrize("text", [
    'Posting in the village group: "Warning: Steve Dalton of Dalton Roofing owes me £3,200." Is this libel?',
    'Повідомлення подругам: "Так, я зустрічалася з чоловіком Оксани, вибачте." Надсилати так?',
    "Mąż chyba coś mi zainstalował na telefonie. Był już wobec mnie agresywny. Jak to sprawdzić?",
])
def test_typed_without_diacritics_the_same(text: str) -> None:
    # (the patterns read folded text: "Maz ... byl juz wobec mnie agresywny" as typed on a phone; Latin letters only)
    plain = "".join(_plain(c) for c in text)
    assert detect(text).label == "red"
    assert detect(plain).label == detect(text).label, plain


def _plain(c: str) -> str:
    if c in "łŁ":
        return "l" if c == "ł" else "L"
    if ord(c) >= 0x400:
        return c
    return "".join(x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x))
