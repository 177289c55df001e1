"""Round 39, rclubs: clubs, teams, parties and unions.

- club_codes.py: a code said beside a club's, a pool's or a hall's room (locker, changing room, clubhouse, the hall
  armed) is that room's code; a locker's number alone, a guest Wi-Fi, a postcode, a booking, a price stay green;
- party_offices.py: an office the writer was elected to in a party or a union, and "member since May" in a list's
  item beside the party; another's office, a question how it works, a chess club's or a student union's stay green;
- sport_injuries.py: the writer's operation told with the joint as object ("мені оперували коліно") or a torn cruciate
  ligament, meniscus or Achilles; a footballer's, a coach's advice, a general question, a sprain stay green;
- addiction_care.py: a self-help group for an addiction gone to; its leader, one looking for it stay green;
- disclosures.py / vocab/special.py: "nobody knows that I'm gay" in German ("weiß keiner, dass ich schwul bin").
The red sentences are green on the tree before the round."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

CLUB_CODES = [
    "Szafka 17 na basenie, kod 6402, przypomnij mi po zajęciach.",
    "Rugby club locker room code is 4826, tell the new lads.",
    "Pavilion changing room code is 7391, tell the new players.",
    "Boathouse code is 6140, the rowing crew needs it by Friday.",
    "Umkleide im Hallenbad: Code 4719, nicht vergessen.",
    "Der Umkleide-Code im Vereinsheim ist 1999*, bitte an die Trainer.",
    "El código del vestuario del gimnasio es 3861.",
    "Casillero 12 de la piscina municipal, código 4093.",
    "Le code du vestiaire du gymnase, c'est 5147.",
    "Шафка 9 у спортзалі, код 8026, нагадай увечері.",
    "Код від роздягальні в басейні 3719.",
    "Шкафчик 33 в бассейне, код 6158, напомни после тренировки.",
    "Код раздевалки в качалке — 2017, не забудь.",
]
CLUB_LOOKALIKES = [
    "Casier 41 à la piscine, pense à prendre un cadenas.",
    "Spind 12 im Schwimmbad, Schloss nicht vergessen.",
    "Code postal du gymnase : 69003.",
    "Kod rabatowy na basen 4471 daje 20% zniżki.",
    "We play on court 3 at the sports hall at 1930.",
    "Gimnasio: código de reserva de la pista 6702.",
    "Der Code der Halle ist seit 1998 gleich.",
    "In my novel, the locker room code is 6613 and the villain knows it.",
    "Шафка 24 у басейні коштує 3902 гривні на рік.",
    "Код клуба в федерации 7731.",
]

PARTY_OFFICES = [
    "I was voted in as treasurer of our constituency Labour party last night, any tips for the accounts?",
    "Wybrali mnie na skarbnika koła partii Razem, jak prowadzić księgowość?",
    "Ich wurde gestern zur Vorsitzenden unseres SPD-Ortsvereins gewählt und muss eine Rede halten.",
    "Меня избрали председателем профкома на заводе, с чего начать?",
    "Мене обрали секретарем осередку партії в нашому районі, допоможи з протоколом.",
    "Zostałem przewodniczącym komisji zakładowej Solidarności, co teraz?",
    "Je viens d'être élue secrétaire de la section PCF de mon quartier, par quoi commencer ?",
    "samstag: plakate kleben mit den Grünen (seit März Mitglied), sonntag oma",
    "sobota: ulotki z Lewicą (członkinią od marca), niedziela basen",
    "суббота: пикет нашей партии (я член с апреля), воскресенье дача",
    "Saturday: leafleting for the party (member since March), Sunday roast at mum's",
]
PARTY_LOOKALIKES = [
    "How do you become secretary of a local Labour branch?",
    "Unite elected a new general secretary this week, what does that mean for members?",
    "Zostałam przewodniczącą koła gospodyń wiejskich, jak zorganizować dożynki?",
    "I've just been elected president of the students' union, what should I do first?",
    "gym (member since May), Tuesday dentist, Friday party at Tom's",
    "Le programme du Parti socialiste prévoit une hausse du SMIC, qu'en penses-tu ?",
    "Qu'est-ce que fait un délégué CGT dans une entreprise ?",
    "I've been elected chair of the chess club, how do I run the AGM?",
    "Mi hermana milita desde mayo en el partido, sábado mesa informativa.",
]

INJURIES = [
    "Мені в березні оперували коліно, коли можна бігати?",
    "Мне в мае провели операцию на ахилле, когда вернуться в зал?",
    "Мне оперировали мениск прошлой осенью.",
    "I had my ACL reconstructed last spring, is five-a-side safe now?",
    "I tore my meniscus in the derby and the physio says rest.",
    "Ich hatte im Mai eine OP am Knie, wann darf ich wieder spielen?",
    "Ich habe mir letzte Saison das Kreuzband gerissen.",
    "Operowano mi łąkotkę w marcu, kiedy wrócić na boisko?",
    "Zerwałam więzadło krzyżowe na nartach, trener pyta kiedy wrócę.",
    "Me hicieron una reconstrucción del cruzado en mayo.",
    "On m'a opéré de l'épaule en janvier, je reprends le hand quand ?",
]
INJURY_LOOKALIKES = [
    "The footballer tore his cruciate ligament, how long are players usually out?",
    "ACL injuries are common in five-a-side: warm up properly and strengthen your hamstrings.",
    "How long after an ACL reconstruction can you play football again?",
    "Мне в банке провели операцию по карте дважды.",
    "I had the reconstruction of the clubhouse roof done in May.",
    "Mój syn zerwał więzadło krzyżowe, ile potrwa rehabilitacja?",
    "Le joueur s'est rompu le tendon d'Achille, combien de temps d'absence ?",
    "Me hicieron una oferta por la bici en el club.",
]

GROUPS = [
    "Chodzę co czwartek na grupę wsparcia dla hazardzistów, żona o niczym nie wie.",
    "Voy los jueves a un grupo de apoyo para ludópatas y mi mujer no lo sabe.",
    "I've been going to a support group for problem gamblers since March.",
    "Каждую среду хожу в группу поддержки для игроманов.",
    "Щочетверга ходжу на групу підтримки для залежних від ставок.",
    "Ich gehe dienstags in eine Selbsthilfegruppe für Spielsüchtige, im Verein weiß das keiner.",
]
GROUP_LOOKALIKES = [
    "I run a support group for gamblers at the community centre on Wednesdays.",
    "Ich leite eine Selbsthilfegruppe für Spielsüchtige im Gemeindezentrum.",
    "Gibt es in Köln eine Selbsthilfegruppe für Spielsüchtige? Für meinen Nachbarn.",
    "Die Selbsthilfegruppe für Spielsüchtige trifft sich mittwochs im Gemeindezentrum.",
]

KNOWN_NOT = [
    "Ich spiele im Volleyballverein, aber in der Firma weiß keiner, dass ich lesbisch bin.",
    "Ich spiele im Volleyballverein, aber in der Firma weiß keiner, dass ich schwul bin.",
    "Ich laufe im queeren Laufteam, weil ich bi bin und mich dort wohlfühle.",
]
KNOWN_NOT_LOOKALIKES = [
    "Ich glaube nicht, dass ich schwul bin.",
    "Ich weiß nicht, ob ich schwul bin.",
]


@pytest.mark.parametrize("text", CLUB_CODES + PARTY_OFFICES + INJURIES + GROUPS + KNOWN_NOT)
def test_a_clubs_code_an_office_an_injury_a_group_is_red(text: str) -> None:
    assert detect(text, region="PL").label == "red"


@pytest.mark.parametrize("text", CLUB_LOOKALIKES + PARTY_LOOKALIKES + INJURY_LOOKALIKES + GROUP_LOOKALIKES
                         + KNOWN_NOT_LOOKALIKES)
def test_their_lookalikes_stay_green(text: str) -> None:
    assert detect(text, region="PL").label == "green"


def test_the_code_is_the_value_only() -> None:
    verdict = detect("Casillero 12 de la piscina municipal, código 4093.", region="PL")
    text = "Casillero 12 de la piscina municipal, código 4093."
    assert [text[f.start:f.end] for f in verdict.findings] == ["4093"]
    assert verdict.reason == "door or alarm code"
