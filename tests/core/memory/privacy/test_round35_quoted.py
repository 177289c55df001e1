"""Round 35 (rquote): what a quoted SMS, e-mail, letter or report says about the writer or a relative.

Own sentences in six languages, written for the mechanisms (not the data lines): the quote's second person is the
writer (quoted_messages.py), a clinician's report without a person asked about, a party's or union's welcome
(addressed_letters.py), a partner's quoted threat with evidence or a blow, a relative's spouse seen with someone else.
Green near-misses: phishing, leaflets and newsletters, the news and films, a reminder with no condition, a union's
advert, a lawyer's fee letter; a rumour stays not red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# 1. the quote's second person is the writer
SECOND_PERSON = [
    'The registry office wrote "your withdrawal from the church has been recorded". Does that change my taxes?',
    'Letter from the court: "your bankruptcy petition has been accepted". Can I keep my car?',
    'Das Finanzamt schreibt "Ihr Kirchenaustritt ist vermerkt". Bekomme ich Kirchensteuer zurück?',
    'Brief vom Gericht: "Ihr Insolvenzverfahren wurde eröffnet". Darf ich noch ein Konto haben?',
    'Le notaire m\'écrit « votre divorce avec votre épouse est prononcé ». Je dois prévenir la banque ?',
    'Courrier de l\'avocat : "la demande de divorce de votre mari a été déposée". Je fais quoi ?',
    'El juzgado me escribe "su solicitud de concurso de acreedores ha sido admitida". ¿Pierdo la casa?',
    'Carta del abogado: "su esposa ha presentado la demanda de divorcio". ¿Qué hago ahora?',
    'Sąd pisze "pana wniosek o upadłość konsumencką został przyjęty". Czy mogę mieć kartę?',
    'Mail od adwokata: "pozew rozwodowy twojej żony wpłynął do sądu". Co dalej?',
    'Суд пише: "ваша заява про банкрутство прийнята". Чи можна мені брати кредит?',
    'Адвокат написал: "ваша жена подала на развод". Что теперь делать?',
    'Мама пише "твій брат Тарас прийняв іслам". Як мені з ним говорити?',
]

# 2. a clinician's report without a person, asked about
CLINICAL = [
    'Report from the clinic: "confirmed type 2 diabetes, metformin 500 mg twice daily". Can I still drink beer?',
    'The hospital letter says "generalised anxiety disorder, treatment with sertraline 50 mg". Is it ok with coffee?',
    'Befund vom Arzt: "bestätigte Depression, Therapie mit Sertralin 50 mg". Darf ich Auto fahren?',
    'Compte rendu de l\'hôpital : « diabète de type 2 confirmé, metformine 1000 mg ». Je peux faire du sport ?',
    'Informe del médico: "trastorno bipolar, tratamiento con litio 400 mg". ¿Puedo tomar alcohol?',
    'Wypis ze szpitala: "potwierdzona depresja, leczenie sertraliną 50 mg". Czy mogę prowadzić auto?',
    'Висновок лікаря: "підтверджений цукровий діабет 2 типу, метформін 500 мг". Можна мені каву?',
    'Врач написал: "подтверждена депрессия, сертралин 50 мг". Можно мне за руль?',
    'Midwife texted "see you at 20 weeks for the anomaly scan". What should I bring?',
    'Die Hebamme schreibt "bis zur 24. SSW bitte Mutterpass mitbringen". Was brauche ich noch?',
]

# 3. a party's or union's welcome to the writer
MEMBERSHIP = [
    'Dostałem mail "Witamy w Partii Razem, legitymacja członkowska w drodze". Czy pracodawca się dowie?',
    'Email de Sumar: "Bienvenido, tu carné de militante está en camino". ¿Me afecta en el trabajo?',
    'Лист від профспілки освітян: "вітаємо з вступом до профспілки". Чи дізнається директор?',
    'Mail vom Parteibüro: "Willkommen in der Partei Volt, Ihr Mitgliedsausweis ist unterwegs". Darf mein Chef fragen?',
]

# 4. a partner's quoted threat with evidence, protection or a blow
THREATS = [
    'My boyfriend texted "if you leave me you\'ll regret it". How do I keep this as evidence?',
    'Mein Mann schreibt "wenn du gehst, wirst du es bereuen". Gestern hat er mich geschubst. Was tun?',
    'Mon copain m\'écrit « si tu pars tu vas le regretter ». Comment garder des preuves ?',
    'Mi marido me escribe "si te vas te arrepentirás". ¿Cómo guardo las pruebas?',
    'Mąż pisze "jak odejdziesz, pożałujesz". Jak zapisać dowody?',
    'Чоловік пише "підеш — пошкодуєш". Як зберегти докази для поліції?',
    'Парень пишет "уйдёшь — пожалеешь". Вчера толкнул. Как сохранить доказательства?',
]

# 5. a relative's spouse seen with someone else
SIGHTINGS = [
    'A friend wrote "I saw Mark Evans with another woman in Leeds" - Mark is my sister\'s husband. Should I tell her?',
    'Meine Kollegin schreibt "hab Tim Becker mit einer anderen im Kino gesehen" - Tim ist der Mann meiner Cousine.',
    'Une amie m\'écrit « j\'ai vu Paul Girard avec une autre au restaurant » - c\'est le mari de ma cousine. Je dis quoi ?',
    'Mi prima me dice "vi a Jorge Ruiz con otra en Madrid" - Jorge es el marido de mi hermana. ¿Se lo digo?',
    'Znajomy pisze "widziałem Marka Nowaka z inną w Gdańsku" - Marek to mąż mojej kuzynki. Mówić jej?',
    'Подруга пише "бачила Олега Бондаря з іншою в Києві" — це чоловік моєї сестри. Що робити?',
]

GREEN = [
    # phishing and spam
    'Got a text "your account is blocked, click here to verify". Is this a scam?',
    'SMS: "Ihr Konto wurde gesperrt, klicken Sie auf den Link". Ist das Betrug?',
    'J\'ai reçu « votre colis est bloqué, cliquez sur le lien ». Arnaque ?',
    # leaflets, newsletters, the news, films
    'The leaflet says "diabetes affects 1 in 10 adults". Should I get tested?',
    'Newsletter der Krankenkasse: "Depression ist behandelbar". Gute Idee?',
    'El periódico dice "el presidente fue diagnosticado con cáncer". ¿Es grave?',
    'In the film the doctor says "you have cancer, treatment starts Monday". Was that realistic?',
    # appointment reminders with no condition
    'SMS from the surgery: "reminder: appointment Tue 10:40". How do I cancel?',
    'Praxis schreibt "Ihr Termin ist am Donnerstag um 9 Uhr". Wie verschiebe ich das?',
    'Przychodnia pisze "przypominamy o wizycie w piątek 8:30". Jak odwołać?',
    'Клиника пишет: "ждём вас в среду в 10:00". Как перенести?',
    # a union's or party's advert, a lawyer's fee letter
    'Flyer from the union: "join us, membership is 10 pounds a month". Worth it?',
    'Ulotka partii: "dołącz do nas, razem zmienimy miasto". Ciekawe?',
    'Lettre de l\'avocat : « vos honoraires s\'élèvent à 800 € ». C\'est normal ?',
    'El abogado: "sus honorarios son 600 euros más IVA". ¿Es caro?',
    # a quoted message with nothing sensitive
    'My mum texted "your brother Tom is coming for dinner on Sunday". What should I cook?',
    'Мама пише "твій брат Тарас приїде в неділю". Що приготувати?',
]

NOT_RED = [
    'A friend wrote "I think Mark might be seeing someone else, maybe" - Mark is my sister\'s husband. Should I tell her?',
]


@pytest.mark.parametrize("text", SECOND_PERSON + CLINICAL + MEMBERSHIP + THREATS + SIGHTINGS)
def test_quoted_disclosure_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_quoted_near_miss_stays_green(text: str) -> None:
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", NOT_RED)
def test_quoted_rumour_is_not_red(text: str) -> None:
    assert detect(text).label != "red", text
