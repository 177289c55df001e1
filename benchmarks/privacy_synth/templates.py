"""Carriers for the synthetic privacy corpus: sentences in en, pl, de, es, fr, uk with one slot `{v}` for
the value. RED maps a category to (value maker, templates by language); GREEN the same for look-alikes
that must stay green, including sentences with a secret's keyword but no secret in them."""
from __future__ import annotations

from benchmarks.privacy_synth import values as V

LANGS = ("en", "pl", "de", "es", "fr", "uk")

# Keywords of secrets, by language, as people write them (with and without diacritics, upper/lower).
PASSWORD_KW = {
    "en": ["password", "pass", "pw", "pwd", "passcode", "passphrase", "login password", "the password"],
    "pl": ["hasło", "haslo", "hasło do konta", "hasełko", "pass"],
    "de": ["Passwort", "Kennwort", "PW", "passwort", "Zugangspasswort"],
    "es": ["contraseña", "contrasena", "clave", "la clave", "password"],
    "fr": ["mot de passe", "mdp", "MDP", "le code", "password"],
    "uk": ["пароль", "пароль від пошти", "парол", "passwort"],
}
PIN_KW = {
    "en": ["PIN", "pin", "pin code", "card PIN", "alarm code", "door code", "gate code", "keypad code", "code"],
    "pl": ["PIN", "pin", "kod", "kod do domofonu", "kod do alarmu", "kod do bramy", "pin do karty"],
    "de": ["PIN", "Pin", "Code", "Türcode", "Alarmcode", "Torcode", "Geheimzahl"],
    "es": ["PIN", "pin", "código", "codigo", "código de la puerta", "código de la alarma"],
    "fr": ["code PIN", "digicode", "code", "code de l'alarme", "code portail", "code secret"],
    "uk": ["ПІН", "пін", "код", "код від домофону", "код сигналізації", "пін-код"],
}
OTP_KW = {
    "en": ["verification code", "SMS code", "2FA code", "one-time code", "OTP", "login code", "security code"],
    "pl": ["kod SMS", "kod weryfikacyjny", "kod BLIK", "BLIK", "kod jednorazowy", "kod autoryzacyjny"],
    "de": ["Bestätigungscode", "SMS-Code", "TAN", "Verifizierungscode", "Einmalcode"],
    "es": ["código de verificación", "código SMS", "código de un solo uso", "clave de firma"],
    "fr": ["code de vérification", "code SMS", "code à usage unique", "code de confirmation"],
    "uk": ["код підтвердження", "код з смс", "одноразовий код", "код верифікації"],
}
KEY_KW = ["api key", "API_KEY", "token", "secret", "access token", "klucz API", "API-Schlüssel", "clé API", "clave de API",
          "ключ API", "bearer", "Authorization: Bearer", "apiKey", "SECRET_KEY", "auth token", "private key"]
WIFI_KW = {"en": ["wifi password", "wi-fi key", "WPA key", "network key"], "pl": ["hasło do wifi", "hasło do sieci", "klucz WPA"],
           "de": ["WLAN-Passwort", "WLAN-Schlüssel", "WPA2-Schlüssel"], "es": ["clave del wifi", "contraseña del wifi"],
           "fr": ["code wifi", "clé wifi", "mot de passe du wifi"], "uk": ["пароль від вайфаю", "пароль wi-fi", "ключ wifi"]}

# Templates: {k} a keyword of the category, {v} the value; {n} a first name.
NAMES = ["Anna", "Kasia", "Tomek", "Jens", "Ulrike", "Lucía", "Javier", "Marie", "Luc", "Oksana", "Taras", "Tom", "Emma",
         "babcia", "mama", "Oma", "papi", "тато", "the kids", "Greg"]

SECRET_T = {
    "en": ["my {k} is {v}", "{k}: {v}", "the {k} is {v} don't share it", "can you remember my {k} {v} for me",
           "new {k} = {v}, write it down", "hey {n}, {k} is {v}", "{k} {v}", "I changed the {k} to {v} yesterday",
           "login: {n}.{n} {k}: {v}", "it keeps saying wrong {k} but I typed {v}", "save this: {k} {v} for the bank app",
           "for the account use {v} as the {k}", "{v} is the {k} for the router", "{k} - {v}", "set {k} to '{v}'"],
    "pl": ["moje {k} to {v}", "{k}: {v}", "{k} to {v} nie mów nikomu", "zapamiętaj {k} {v}", "nowe {k} {v}, zapisz",
           "{n}, {k} jest {v}", "{k} {v}", "zmieniłem {k} na {v}", "login {n} {k} {v}", "wpisuję {v} jako {k} i nie działa",
           "podaj {n} {k}: {v}", "{v} - to {k} do poczty"],
    "de": ["mein {k} ist {v}", "{k}: {v}", "das {k} lautet {v}", "merk dir bitte {k} {v}", "neues {k} = {v}",
           "{n}, {k} ist {v}", "{k} {v}", "ich habe {k} auf {v} geändert", "Benutzer {n} {k} {v}", "{v} ist das {k} fürs Konto"],
    "es": ["mi {k} es {v}", "{k}: {v}", "la {k} es {v} no la compartas", "apunta la {k} {v}", "nueva {k} = {v}",
           "{n}, {k} {v}", "{k} {v}", "cambié la {k} a {v}", "usuario {n} {k} {v}", "{v} es la {k} del correo"],
    "fr": ["mon {k} est {v}", "{k} : {v}", "le {k} c'est {v}", "note le {k} {v}", "nouveau {k} = {v}",
           "{n}, {k} {v}", "{k} {v}", "j'ai changé le {k} en {v}", "identifiant {n} {k} {v}", "{v} c'est le {k} du compte"],
    "uk": ["мій {k} {v}", "{k}: {v}", "{k} це {v} нікому не кажи", "запам'ятай {k} {v}", "новий {k} = {v}",
           "{n}, {k} {v}", "{k} {v}", "я змінив {k} на {v}", "логін {n} {k} {v}", "{v} це {k} від банку"],
}

CONFIG_T = ["{K}={v}", "{K}: {v}", "{K} = \"{v}\"", "\"{K}\": \"{v}\",", "export {K}={v}", "{K}='{v}'", "  {K}: \"{v}\"",
            "set {K}={v}", "<{K}>{v}</{K}>", "--{K} {v}", "{K}\t{v}"]
CONFIG_KEYS = ["password", "PASSWORD", "DB_PASSWORD", "db_pass", "pwd", "passwd", "PASS", "haslo", "Kennwort", "clave",
               "mot_de_passe", "SMTP_PASSWORD", "api_key", "API_KEY", "token", "SECRET", "client_secret", "auth_token",
               "MYSQL_ROOT_PASSWORD", "redis_password", "Passwort", "contrasena", "secret_key", "access_key"]
CONFIG_NOISE = ["host=db.local", "port=5432", "user=admin", "timeout=30", "DEBUG=false", "LOG_LEVEL=info", "region=eu-west-1",
                "username: app", "server: smtp.home.pl", "database=shop", "retries: 3", "ENV=production"]
CONFIG_ASK = {"en": "why does it fail?", "pl": "czemu nie działa?", "de": "warum geht das nicht?", "es": "¿por qué falla?",
              "fr": "pourquoi ça plante ?", "uk": "чому не працює?"}

ID_T = {
    "en": ["my {k} is {v}", "{k}: {v}", "here's my {k} {v} for the form", "{n}'s {k} is {v}", "{k} {v}, can you check it",
           "please send it to {v}", "the form asks for {k}, mine is {v}", "{v} is my {k}", "fill in {k} {v} for me"],
    "pl": ["mój {k} to {v}", "{k}: {v}", "podaję {k} {v} do wniosku", "{k} {n} to {v}", "{k} {v} czy dobrze?",
           "wyślij na {v}", "{v} to mój {k}", "wpisz {k} {v}"],
    "de": ["meine {k} ist {v}", "{k}: {v}", "hier meine {k} {v} fürs Formular", "{k} von {n}: {v}", "{k} {v}, stimmt das?",
           "bitte an {v} überweisen", "{v} ist meine {k}"],
    "es": ["mi {k} es {v}", "{k}: {v}", "te paso mi {k} {v} para el formulario", "el {k} de {n} es {v}", "{k} {v}, ¿está bien?",
           "envíalo a {v}", "{v} es mi {k}"],
    "fr": ["mon {k} est {v}", "{k} : {v}", "voici mon {k} {v} pour le dossier", "le {k} de {n} : {v}", "{k} {v}, c'est bon ?",
           "envoie sur {v}", "{v} c'est mon {k}"],
    "uk": ["мій {k} {v}", "{k}: {v}", "ось мій {k} {v} для анкети", "{k} {n}: {v}", "{k} {v}, перевір", "надішли на {v}", "{v} це мій {k}"],
}
ID_KW = {
    "card": {"en": ["card number", "card", "visa"], "pl": ["numer karty", "karta"], "de": ["Kartennummer", "Karte"],
             "es": ["número de tarjeta", "tarjeta"], "fr": ["numéro de carte", "carte"], "uk": ["номер карти", "картка"]},
    "iban": {"en": ["IBAN", "account number", "bank account"], "pl": ["numer konta", "konto", "IBAN"], "de": ["IBAN", "Kontonummer"],
             "es": ["IBAN", "número de cuenta"], "fr": ["IBAN", "RIB"], "uk": ["IBAN", "рахунок"]},
    "phone": {"en": ["phone", "mobile", "number", "cell"], "pl": ["telefon", "numer", "komórka", "tel."], "de": ["Handynummer", "Telefon", "Nummer"],
              "es": ["móvil", "teléfono", "número"], "fr": ["portable", "numéro", "tél"], "uk": ["телефон", "номер", "мобільний"]},
    "national": {"en": ["SSN", "social security number", "NI number", "NHS number", "passport number", "ID number", "driving licence number"],
                 "pl": ["PESEL", "numer dowodu", "NIP", "REGON", "numer paszportu"], "de": ["Steuer-ID", "Ausweisnummer", "Steuernummer", "Passnummer"],
                 "es": ["DNI", "NIE", "número de pasaporte", "NIF"], "fr": ["numéro de sécu", "NIR", "numéro de passeport", "carte d'identité"],
                 "uk": ["РНОКПП", "ІПН", "номер паспорта", "податковий номер"]},
    "email": {"en": ["email", "e-mail", "private address", "mail"], "pl": ["mail", "e-mail", "adres", "maila"], "de": ["E-Mail", "Mail", "Adresse"],
              "es": ["correo", "email", "dirección"], "fr": ["mail", "adresse mail", "courriel"], "uk": ["пошта", "email", "адреса"]},
    "account": {"en": ["customer number", "policy number", "patient ID", "member number"], "pl": ["numer klienta", "numer polisy", "numer pacjenta"],
                "de": ["Kundennummer", "Versichertennummer", "Mitgliedsnummer"], "es": ["número de cliente", "número de póliza"],
                "fr": ["numéro client", "numéro d'adhérent"], "uk": ["номер клієнта", "номер поліса"]},
}
CODE_T = ["define('{K}', '{v}');", "client = Client(api_key=\"{v}\")", "headers = {{\"Authorization\": \"Bearer {v}\"}}",
          "const {K} = \"{v}\";", "conn = connect(user='app', password='{v}')", "{K} := \"{v}\"", "$config['{K}'] = '{v}';",
          "accounts: [\"{v}\"]", "login(\"admin\", \"{v}\")", "mysql -u root -p{v} shop", "docker login -u ci -p {v} registry.local"]
CODE_GREEN_T = ["define('{K}', getenv('{K}'));", "client = Client(api_key=os.environ[\"{K}\"])", "const {K} = process.env.{K};",
                "password = input('password: ')", "{K}: ${{{{ secrets.{K} }}}}", "accounts: [process.env.PRIVATE_KEY]",
                "assert hash_password('{v}') != '{v}'", "uuid = '{v}'", "sha256sum: {v}"]
# Fiction, examples and quizzes: a real-looking value the user says is not real.
STORY_T = {
    "en": ["in my novel the hero's password is {v}, is that believable?", "the textbook example IBAN is {v}, what do the first digits mean?",
           "for a quiz: why is {v} not a valid card number?", "the screenplay's villain uses the code {v}", "the example in the docs uses {v} as the key"],
    "pl": ["w mojej powieści hasło bohatera to {v}, czy to wiarygodne?", "przykładowy numer z podręcznika: {v}, co znaczą cyfry?",
           "w scenariuszu złoczyńca używa kodu {v}", "w dokumentacji przykład klucza to {v}"],
    "de": ["in meinem Roman ist das Passwort der Heldin {v}, glaubwürdig?", "das Standardbeispiel im Lehrbuch ist {v}", "im Drehbuch benutzt der Täter den Code {v}"],
    "es": ["en mi novela la contraseña del protagonista es {v}, ¿es verosímil?", "el ejemplo del manual es {v}", "en el guion el villano usa el código {v}"],
    "fr": ["dans mon roman le mot de passe du héros est {v}, c'est crédible ?", "l'exemple du manuel est {v}", "dans le scénario le méchant utilise le code {v}"],
    "uk": ["у моєму оповіданні пароль героїні {v}, це правдоподібно?", "приклад з підручника {v}, що означають цифри?", "у сценарії злочинець використовує код {v}"],
}
NATIONAL_MAKERS = [V.pesel_value, V.nip_value, V.steuer_id, V.dni_value, V.nie_value, V.nir_value, V.ssn_value,
                   V.nino_value, V.rnokpp, V.nhs_value, V.id_card, V.regon_value]

GREEN_T = {
    "order": ({"en": ["order {v} hasn't arrived yet", "my order number is {v}, where is it?", "invoice {v} is due friday",
                      "tracking {v} stuck in customs", "ticket #{v} was closed without a reply"],
               "pl": ["zamówienie {v} jeszcze nie doszło", "numer zamówienia {v}, gdzie paczka?", "faktura {v} do zapłaty", "przesyłka {v} utknęła"],
               "de": ["Bestellung {v} ist noch nicht da", "Bestellnummer {v}, wo bleibt das Paket?", "Rechnung {v} ist fällig", "Sendungsnummer {v} hängt"],
               "es": ["el pedido {v} no ha llegado", "número de pedido {v}, ¿dónde está?", "factura {v} vence el viernes", "envío {v} parado en aduana"],
               "fr": ["la commande {v} n'est pas arrivée", "numéro de commande {v}, où est le colis ?", "facture {v} à payer", "colis {v} bloqué"],
               "uk": ["замовлення {v} ще не прийшло", "номер замовлення {v}, де посилка?", "рахунок-фактура {v}", "посилка {v} застрягла"]},
              [V.order_number, V.tracking]),
    "isbn": ({"en": ["ISBN {v} is that the new edition?", "barcode {v} on the pasta", "the book {v} is out of print"],
              "pl": ["podręcznik ISBN {v} czy to nowe wydanie?", "kod kreskowy {v} na paczce"], "de": ["ISBN {v}, ist das die neue Auflage?", "EAN {v} auf der Packung"],
              "es": ["el libro ISBN {v} está agotado", "código de barras {v}"], "fr": ["ISBN {v} c'est la bonne édition ?", "code-barres {v}"],
              "uk": ["книжка ISBN {v} нове видання?", "штрихкод {v} на упаковці"]}, [V.isbn_value, V.ean_value]),
    "tech": ({"en": ["commit {v} broke the build", "request id {v} in the logs", "checksum {v} doesn't match", "upgraded to {v} and it crashes",
                     "the container {v} restarts every minute", "at {v} the job failed", "server {v} doesn't answer on port 80"],
              "pl": ["commit {v} zepsuł build", "suma kontrolna {v} się nie zgadza", "po aktualizacji do {v} się sypie", "o {v} job padł", "serwer {v} nie odpowiada"],
              "de": ["Commit {v} hat den Build kaputt gemacht", "Prüfsumme {v} stimmt nicht", "nach Update auf {v} stürzt es ab", "um {v} ist der Job abgebrochen"],
              "es": ["el commit {v} rompió el build", "el checksum {v} no coincide", "tras actualizar a {v} falla", "a las {v} falló el job"],
              "fr": ["le commit {v} a cassé le build", "la somme de contrôle {v} ne correspond pas", "depuis la {v} ça plante", "à {v} le job a échoué"],
              "uk": ["коміт {v} зламав білд", "контрольна сума {v} не збігається", "після оновлення до {v} падає", "о {v} job впав"]},
             [V.hash_value, V.uuid_value, V.version, V.timestamp, V.ip_address]),
    "testdata": ({"en": ["the test card {v} triggers 3-D Secure in sandbox", "docs say use {v} as the example key", "in the mock-up put {v} as placeholder",
                         "stripe test mode card {v} gets declined", "the README shows {v}, do I replace it?"],
                  "pl": ["karta testowa {v} w sandboxie nie działa", "w dokumentacji przykładowy klucz to {v}", "w makiecie wpisz {v} jako placeholder"],
                  "de": ["die Testkarte {v} geht in der Sandbox nicht", "Beispielschlüssel {v} aus der Doku", "Platzhalter {v} im Mockup"],
                  "es": ["la tarjeta de prueba {v} falla en sandbox", "la clave de ejemplo {v} de la documentación"],
                  "fr": ["la carte de test {v} ne passe pas en recette", "la clé d'exemple {v} de la doc"],
                  "uk": ["тестова картка {v} не проходить у пісочниці", "приклад ключа {v} з документації"]},
                 [lambda r: r.choice(V.TEST_CARDS), lambda r: r.choice(V.EXAMPLE_KEYS)]),
    "hotline": ({"en": ["is {v} the right number for the helpline?", "call {v} in an emergency", "the bank's card blocking line is {v}"],
                 "pl": ["telefon zaufania {v}, zapisz na lodówce", "numer alarmowy {v}", "infolinia banku {v} do zastrzegania kart"],
                 "de": ["die Sperr-Hotline ist {v}", "im Notfall {v} anrufen", "Telefonseelsorge {v}"], "es": ["el teléfono de emergencias es {v}", "línea de ayuda {v}"],
                 "fr": ["le numéro d'urgence {v}", "la ligne d'écoute {v}"], "uk": ["гаряча лінія {v}", "телефон довіри {v}"]},
                [lambda r: r.choice(V.HOTLINES)]),
    "company": ({"en": ["the company's VAT number {v} goes on the invoice header", "supplier tax number {v} is on their website"],
                 "pl": ["NIP firmy {v} jest na stronie sklepu", "dane sprzedawcy: NIP {v}, czy faktura poprawna?"],
                 "de": ["USt-IdNr. der Firma {v} steht im Impressum", "die Steuernummer des Lieferanten {v}"],
                 "es": ["el CIF de la empresa {v} viene en la factura", "NIF de la tienda {v}"],
                 "fr": ["le SIREN de l'entreprise {v} est sur le site", "numéro TVA de la société {v}"],
                 "uk": ["ЄДРПОУ компанії {v} на сайті", "код ЄДРПОУ постачальника {v}"]}, [V.company_tax]),
    "numbers": ({"en": ["what is {v}?", "it costs {v} is that fair", "the {v} is on sale", "flight {v} is delayed", "I ran 10 km, my watch says {v}"],
                 "pl": ["ile to {v}?", "kosztuje {v} czy to dużo", "{v} w promocji", "lot {v} opóźniony"],
                 "de": ["was ergibt {v}?", "kostet {v}, ist das fair?", "{v} im Angebot", "Flug {v} hat Verspätung"],
                 "es": ["¿cuánto es {v}?", "cuesta {v}, ¿es caro?", "{v} en oferta", "el vuelo {v} va con retraso"],
                 "fr": ["combien fait {v} ?", "ça coûte {v}, c'est cher ?", "{v} en promo", "le vol {v} est en retard"],
                 "uk": ["скільки буде {v}?", "коштує {v}, це дорого?", "{v} зі знижкою", "рейс {v} затримується"]},
                [V.math_expr, V.price, V.model_number, V.flight]),
    "everyday": ({"en": ["lottery numbers tonight: {v}, did we win?", "recipe: {v} of flour, oven at 180C", "homework: {v}, check it",
                         "the file is at {v}", "court case {v} was adjourned", "bake at {v} for 20 minutes"],
                  "pl": ["wyniki lotto {v}, sprawdź kupon", "przepis: {v} mąki", "zadanie domowe: {v}, sprawdź", "plik leży w {v}",
                         "sygnatura akt {v}, kiedy rozprawa?", "numer księgi wieczystej gminy {v} jest w BIP"],
                  "de": ["Lottozahlen: {v}, haben wir was?", "Rezept: {v} Mehl", "Hausaufgabe: {v}, prüf das", "die Datei liegt unter {v}", "Aktenzeichen {v} vertagt"],
                  "es": ["números de la lotería: {v}", "receta: {v} de harina", "deberes: {v}, revísalo", "el archivo está en {v}", "expediente {v} aplazado"],
                  "fr": ["Loto de ce soir : {v}", "recette : {v} de farine", "devoirs : {v}, vérifie", "le fichier est dans {v}", "dossier {v} renvoyé"],
                  "uk": ["результати лото {v}, перевір квиток", "рецепт: {v} борошна", "домашка: {v}, перевір", "файл лежить у {v}", "справа {v} відкладена"]},
                 [V.lottery, V.measure, V.mac_or_path, V.case_number, V.math_expr]),
    "promo": ({"en": ["use promo code {v} for 10% off at checkout", "the discount code {v} doesn't work", "voucher {v} expired yesterday"],
               "pl": ["kod rabatowy {v} daje 15% zniżki", "kod promocyjny {v} nie działa", "bon {v} wygasł"],
               "de": ["Gutscheincode {v} gilt bis Sonntag", "der Rabattcode {v} geht nicht"], "es": ["código de descuento {v} para el 10%", "el cupón {v} no funciona"],
               "fr": ["code promo {v} pour -10 %", "le bon de réduction {v} ne marche pas"], "uk": ["промокод {v} на знижку 10%", "купон {v} не працює"]},
              [V.promo_code]),
    "code-names": ({"en": ["rename token {v} in the parser", "GPIO pin {v} drives the LED", "the function {v} returns null", "test {v} is flaky on CI",
                           "set the alarm for {v} tomorrow please", "count with me: {v}"],
                    "pl": ["zmień nazwę zmiennej {v}", "funkcja {v} zwraca null", "ustaw budzik na {v}", "liczymy: {v}"],
                    "de": ["benenne die Variable {v} um", "die Funktion {v} gibt null zurück", "stell den Wecker auf {v}", "zähl mit: {v}"],
                    "es": ["renombra la variable {v}", "la función {v} devuelve null", "pon la alarma a las {v}", "cuenta conmigo: {v}"],
                    "fr": ["renomme la variable {v}", "la fonction {v} renvoie null", "mets le réveil à {v}", "compte avec moi : {v}"],
                    "uk": ["перейменуй змінну {v}", "функція {v} повертає null", "постав будильник на {v}", "рахуємо: {v}"]},
                   [V.code_identifier, V.code_identifier, V.clock, V.counting]),
}

# A secret's keyword with no secret: questions, env references, rules, a value withheld.
KEYWORD_NO_VALUE = {
    "en": ["how long should a {k} be these days?", "I forgot my {k}, how do I reset it?", "the {k} must have 12 characters and a digit",
           "{k}: ${{DB_PASSWORD}}", "{k} = os.environ['DB_PASS']", "never send your {k} by email", "{k} is stored in the vault, not in git",
           "is it safe to reuse a {k} from 2019?", "{k}: ********", "the {k} field is empty after the update"],
    "pl": ["jak długie powinno być {k}?", "zapomniałem {k}, jak zresetować?", "{k} musi mieć 8 znaków i cyfrę", "{k}: ${{DB_PASSWORD}}",
           "nie wysyłaj {k} mailem", "{k} trzymam w menedżerze haseł", "pole {k} jest puste po aktualizacji"],
    "de": ["wie lang sollte ein {k} sein?", "ich habe mein {k} vergessen, wie setze ich es zurück?", "{k} muss 12 Zeichen haben", "{k}: ${{DB_PASSWORD}}",
           "schick nie dein {k} per Mail", "das {k} liegt im Tresor"],
    "es": ["¿cuántos caracteres debe tener una {k}?", "olvidé mi {k}, ¿cómo la cambio?", "la {k} debe tener 10 caracteres", "{k}: ${{DB_PASSWORD}}",
           "nunca mandes tu {k} por correo"],
    "fr": ["combien de caractères pour un {k} ?", "j'ai oublié mon {k}, comment le changer ?", "le {k} doit faire 12 caractères", "{k} : ${{DB_PASSWORD}}",
           "n'envoie jamais ton {k} par mail"],
    "uk": ["якої довжини має бути {k}?", "забув {k}, як скинути?", "{k} має бути 12 символів", "{k}: ${{DB_PASSWORD}}", "ніколи не надсилай {k} поштою"],
}

PLAIN_GREEN = {
    "en": ["I use dark mode everywhere", "can you explain how compound interest works?", "we're meeting at 14:30 in room 214",
           "my daughter turns 7 in May", "the recipe needs 250 g of flour and 2 eggs", "how do I center a div in CSS?",
           "Python 3.12 removed distutils, what now?", "the train leaves at 07:45 from platform 3"],
    "pl": ["spotkanie o 14:30 w sali 214", "przepis wymaga 250 g mąki i 2 jajek", "jak działa procent składany?", "pociąg odjeżdża o 7:45 z peronu 3"],
    "de": ["Treffen um 14:30 in Raum 214", "das Rezept braucht 250 g Mehl", "wie funktioniert Zinseszins?", "der Zug fährt um 7:45 von Gleis 3"],
    "es": ["reunión a las 14:30 en la sala 214", "la receta lleva 250 g de harina", "¿cómo funciona el interés compuesto?", "el tren sale a las 7:45"],
    "fr": ["réunion à 14h30 salle 214", "la recette demande 250 g de farine", "comment marchent les intérêts composés ?", "le train part à 7h45 quai 3"],
    "uk": ["зустріч о 14:30 у кімнаті 214", "рецепт: 250 г борошна і 2 яйця", "як працюють складні відсотки?", "потяг о 7:45 з колії 3"],
}

# ---------------------------------------------------------------- session 9: categories the misses showed missing
# Keywords of each new red category by language; the values come from values.py.
GIFT_KW = {
    "en": ["gift card code", "Steam code", "PSN code", "Xbox gift card", "Google Play code", "Amazon gift card", "paysafecard PIN"],
    "pl": ["kod karty podarunkowej", "kod do karty podarunkowej", "kod Steam", "kod PSN", "doładowanie Paysafe", "karta podarunkowa"],
    "de": ["Gutscheinkarte Code", "Steam-Guthabenkarte", "PSN-Guthaben Code", "Paysafe-PIN", "Geschenkkarte Code"],
    "es": ["código de la tarjeta regalo", "tarjeta regalo de Xbox", "código de Steam", "PIN de paysafecard", "código PSN"],
    "fr": ["code carte cadeau", "code Steam", "carte PSN", "code paysafecard", "e-carte cadeau"],
    "uk": ["код подарункової картки", "код Steam", "код поповнення PSN", "подарунковий сертифікат", "ваучер Steam"],
}
APP_CODE_KW = {
    "en": ["authenticator code", "the authenticator app shows", "Steam Guard", "code from Google Authenticator", "2FA code", "Duo code"],
    "pl": ["kod z aplikacji uwierzytelniającej", "kod z authenticatora", "kod Steam Guard", "kod 2FA", "kod z aplikacji banku"],
    "de": ["Authenticator-Code", "Code aus der Authenticator-App", "Steam Guard", "2FA-Code", "pushTAN"],
    "es": ["código del autenticador", "código de Google Authenticator", "Steam Guard", "código 2FA", "clave de la app"],
    "fr": ["code de l'authentificateur", "code Google Authenticator", "Steam Guard", "code 2FA", "code de l'appli"],
    "uk": ["код з автентифікатора", "код Google Authenticator", "Steam Guard", "код 2FA", "код з додатку"],
}
MEMBER_KW = {
    "en": ["NHS number", "national insurance number", "NI number", "member number", "insurance number", "student ID", "pension number",
           "patient number"],
    "pl": ["numer świadczenia ZUS", "nr albumu", "numer ubezpieczenia", "numer legitymacji", "numer karty pacjenta", "numer emerytury"],
    "de": ["Krankenversichertennummer", "Versichertennummer", "Mitgliedsnummer", "Matrikelnummer", "Rentennummer", "Sozialversicherungsnummer"],
    "es": ["número de la Seguridad Social", "tarjeta sanitaria", "número de afiliado", "número de socio", "número de expediente del paciente"],
    "fr": ["n° adhérent mutuelle", "numéro de sécu", "numéro de carte vitale", "numéro d'étudiant", "numéro de pension"],
    "uk": ["номер медичної картки", "номер полісу", "номер пенсійного посвідчення", "номер студентського", "номер декларації з лікарем"],
}
PLATE_KW = {
    "en": ["plate", "reg", "number plate", "registration", "car reg"],
    "pl": ["rejestracja", "tablica", "numer rejestracyjny", "blachy", "auto na numerach"],
    "de": ["Kennzeichen", "Nummernschild", "amtliches Kennzeichen"],
    "es": ["matrícula", "placa", "la matrícula del coche"],
    "fr": ["plaque", "immatriculation", "plaque d'immatriculation"],
    "uk": ["номер машини", "номерний знак", "номери авто"],
}
LOCAL_PHONE_KW = {
    "en": ["her mobile", "his number", "call me on", "my cell", "the neighbour's number"],
    "pl": ["komórka", "numer do mnie", "prywatny numer", "zadzwoń na", "numer sąsiadki"],
    "de": ["Handy", "meine Nummer", "privat erreichbar unter", "ruf an unter", "Nummer der Nachbarin"],
    "es": ["móvil", "mi número", "llámame al", "el número de la vecina", "su móvil"],
    "fr": ["portable", "mon numéro", "appelle-moi au", "le numéro de la voisine", "son portable"],
    "uk": ["мобільний", "мій номер", "дзвони на", "номер сусідки", "його номер"],
}
# Carriers where a person owns the plate.
PLATE_T = {
    "en": ["{n}'s car, {k} {v}, is blocking my drive again", "my {k} is {v}, can you book the parking?", "the van with {k} {v} belongs to {n}",
           "I got a fine for {v}, my {k}, what now?"],
    "pl": ["auto {n}, {k} {v}, znowu stoi pod bramą", "moja {k} to {v}, zarezerwuj parking", "mandat na {v}, to moje auto, co robić?",
           "samochód sąsiada {v} zastawia wyjazd"],
    "de": ["das Auto von {n}, {k} {v}, steht wieder in der Einfahrt", "mein {k} ist {v}, buch mir den Parkplatz", "Strafzettel für {v}, mein Wagen"],
    "es": ["el coche de {n}, {k} {v}, bloquea la salida", "mi {k} es {v}, reserva el parking", "multa para {v}, es mi coche"],
    "fr": ["la voiture de {n}, {k} {v}, bloque encore l'entrée", "ma {k} c'est {v}, réserve le parking", "amende pour {v}, c'est ma voiture"],
    "uk": ["машина {n}, {k} {v}, знову блокує виїзд", "мій {k} {v}, забронюй паркінг", "штраф на {v}, це моя машина"],
}
# Green: public codes and numbers asked about; the key words say what they are.
QUIZ_T = {"en": ["the Kahoot game PIN is {v}, join now class", "quiz room code {v}, everyone in"],
          "pl": ["kod do pokoju w Kahoot: {v}, wchodźcie", "PIN gry w Kahoot {v}"], "de": ["der Kahoot-PIN ist {v}, alle rein", "Quiz-Raumcode {v}"],
          "es": ["el PIN del Kahoot es {v}, entrad ya", "código de la sala del quiz {v}"], "fr": ["le code du Kahoot c'est {v}, rejoignez", "code de la salle du quiz {v}"],
          "uk": ["код кімнати Kahoot {v}, заходьте", "PIN гри Kahoot {v}"]}
DRUG_T = {"en": ["what is the ATC code {v} for?", "ATC {v} is that a beta blocker?"], "pl": ["kod ATC {v} to jaki lek?", "ATC {v} — co to za grupa?"],
          "de": ["der ATC-Code {v}, welches Medikament ist das?"], "es": ["¿el código ATC {v} qué medicamento es?"],
          "fr": ["le code ATC {v}, c'est quel médicament ?"], "uk": ["код ATC {v} це який препарат?"]}
FORM_T = {"en": ["do I need form {v} as a freelancer?", "where do I get the {v} form?"], "pl": ["formularz {v} — kto musi go złożyć?", "gdzie znajdę druk {v}?"],
          "de": ["brauche ich das Formular {v}?", "wo finde ich die {v}?"], "es": ["¿tengo que presentar el {v}?", "¿dónde descargo el {v}?"],
          "fr": ["le formulaire {v}, c'est pour qui ?", "où trouver le {v} ?"], "uk": ["форма {v} — кому її подавати?", "де взяти бланк {v}?"]}
FAMOUS_T = {"en": ["is {v} prime? my teacher says so", "why is {v} special in maths?"], "pl": ["czy {v} to liczba pierwsza?", "dlaczego {v} jest ciekawa?"],
            "de": ["ist {v} eine Primzahl?", "warum ist {v} besonders?"], "es": ["¿{v} es primo?", "¿por qué {v} es especial?"],
            "fr": ["est-ce que {v} est premier ?", "pourquoi {v} est spécial ?"], "uk": ["чи {v} просте число?", "чому {v} особливе число?"]}
RATING_T = {"en": ["my chess rating is {v}, good for a beginner?", "Elo {v} after a year, is that ok?"], "pl": ["mam ranking {v} w szachach, dobrze?"],
            "de": ["mein Elo in Schach ist {v}, gut für Anfänger?"], "es": ["mi Elo es {v}, ¿está bien?"], "fr": ["mon Elo aux échecs est {v}, c'est bien ?"],
            "uk": ["мій рейтинг Elo {v}, це добре?"]}
SONG_T = {"en": ["\"{v}\" — who sang that song?", "the song with {v} in it, what's it called?"], "pl": ["\"{v}\" — kto to śpiewał?"],
          "de": ["\"{v}\" — wer hat das gesungen?"], "es": ["\"{v}\" — ¿quién cantaba eso?"], "fr": ["« {v} » — qui chantait ça ?"],
          "uk": ["«{v}» — хто це співав?"]}
GREEN_T.update({"quiz-code": (QUIZ_T, [V.quiz_pin]), "drug-code": (DRUG_T, [V.atc_code]), "form-name": (FORM_T, [V.form_name]),
                "famous-number": (FAMOUS_T, [V.famous_number]), "rating": (RATING_T, [V.rating]), "song-number": (SONG_T, [V.song_number])})
# Green: a placeholder person with a sample identifier in a guide, a form or a mock-up.
SAMPLE_FORM_T = {
    "en": ["the sample payslip in the guide says \"Employee: {n}, NI number {v}\" — is that real?", "in the mock-up use {n}, ID {v} as the test user",
           "the form example shows {n} with {v}, do I copy that?"],
    "pl": ["we wzorze wniosku jest {n}, numer {v} — mam to przepisać?", "w makiecie wpisz {n}, nr {v} jako użytkownika testowego"],
    "de": ["im Musterformular steht {n}, Nummer {v} — ist das echt?", "im Mockup {n} mit {v} als Testnutzer eintragen"],
    "es": ["el ejemplo del formulario pone \"{n}, {v}\" — ¿qué es eso?", "en la maqueta pon {n}, {v} como usuario de prueba"],
    "fr": ["le modèle du formulaire montre {n}, n° {v} — c'est un vrai ?", "dans la maquette mets {n}, {v} comme utilisateur test"],
    "uk": ["у зразку заяви вказано {n}, номер {v} — це справжній?", "у макеті використай {n}, {v} як тестового користувача"],
}
# Green: error codes, listing numbers, service lines, numbers said to fail their check, transaction hashes.
ERROR_T = {"en": ["the update fails with exit status {v} every time", "installer says 'failed with {v}', what does it mean?"],
           "pl": ["aktualizacja kończy się statusem {v}", "instalator zwraca {v} i się zamyka"],
           "de": ["das Update endet jedes Mal mit Status {v}", "Installer meldet {v} und bricht ab"],
           "es": ["la actualización termina con estado {v}", "el instalador devuelve {v} y se cierra"],
           "fr": ["la mise à jour finit avec le statut {v}", "l'installeur renvoie {v} et s'arrête"],
           "uk": ["оновлення завершується зі статусом {v}", "інсталятор повертає {v} і закривається"]}
LISTING_T = {"en": ["example {v} from chapter 5 finally builds", "snippet {v} in section 2 doesn't compile"],
             "pl": ["przykład {v} z piątego rozdziału w końcu się buduje"], "de": ["Beispiel {v} aus Abschnitt 4 baut endlich"],
             "es": ["el ejemplo {v} del tema 3 por fin compila"], "fr": ["l'exemple {v} du chapitre 6 compile enfin"],
             "uk": ["приклад {v} з розділу 2 нарешті збирається"]}
SERVICE_T = {"en": ["the insurer's claims line is {v}, open weekdays", "rebooking for the airline goes through {v}"],
             "pl": ["biuro obsługi klienta operatora: {v}, pn-pt", "reklamacje przyjmuje linia {v}"],
             "de": ["die Service-Nummer der Versicherung ist {v}, werktags", "Umbuchungen über die Hotline {v}"],
             "es": ["el servicio de atención de la aseguradora es el {v}", "para reclamaciones, la línea {v} de la compañía"],
             "fr": ["la ligne du service client de l'assureur est le {v}", "pour les réclamations, appeler le {v} (numéro de la société)"],
             "uk": ["лінія підтримки страхової {v}, у будні", "скарги приймає гаряча лінія компанії {v}"]}
INVALID_T = {"en": ["the validator rejects {v}, wrong check digit?", "{v} fails the checksum on the form"],
             "pl": ["walidator odrzuca {v}, zła suma kontrolna?"], "de": ["der Validator lehnt {v} ab, falsche Prüfsumme?"],
             "es": ["el validador rechaza {v}, ¿control incorrecto?"], "fr": ["le validateur refuse {v}, mauvaise clé ?"],
             "uk": ["валідатор відхиляє {v}, неправильна контрольна сума?"]}
TX_T = {"en": ["the block explorer shows {v} as unconfirmed", "tx {v} stuck in mempool"], "pl": ["explorer pokazuje {v} jako niepotwierdzoną"],
        "de": ["der Explorer zeigt {v} als unbestätigt"], "es": ["el explorador muestra {v} sin confirmar"], "fr": ["l'explorateur affiche {v} non confirmée"],
        "uk": ["експлорер показує {v} як непідтверджену"]}
GREEN_T.update({"error-code": (ERROR_T, [V.error_code]), "listing": (LISTING_T, [V.listing_number]),
                "service-line": (SERVICE_T, [V.service_line]), "invalid-id": (INVALID_T, [V.invalid_id]), "tx-hash": (TX_T, [V.tx_hash])})

# ---------------------------------------------------------------- session 10: what broad-s/t/u showed the corpus lacked
# Red: smart-home pairing codes and keys; a one-time code forwarded from an SMS with the user's question after it.
SMART_HOME_KW = {
    "en": ["HomeKit setup code", "Matter pairing code", "Zigbee network key", "Tuya local key", "Hue API key", "pairing code"],
    "pl": ["kod HomeKit", "kod parowania Matter", "klucz sieci Zigbee", "local key z Tuya", "kod parowania"],
    "de": ["HomeKit-Code", "Matter-Kopplungscode", "Zigbee-Netzwerkschlüssel", "Tuya Local Key", "Kopplungscode"],
    "es": ["código de HomeKit", "código de emparejamiento Matter", "clave de red Zigbee", "local key de Tuya"],
    "fr": ["code HomeKit", "code d'appairage Matter", "clé réseau Zigbee", "local key Tuya", "code d'appairage"],
    "uk": ["код HomeKit", "код сполучення Matter", "ключ мережі Zigbee", "local key Tuya", "код сполучення"],
}
SMART_HOME_T = {
    "en": ["the {k} of my new plug is {v}, it won't pair", "{k}: {v} — Home app says invalid", "my {k} {v}, where do I type it?",
           "printed on the lamp: {k} {v}"],
    "pl": ["{k} mojej nowej wtyczki to {v}, nie paruje się", "{k}: {v} — aplikacja mówi, że zły", "mój {k} {v}, gdzie to wpisać?"],
    "de": ["der {k} meiner Steckdose ist {v}, koppelt nicht", "{k}: {v} — die App sagt ungültig", "mein {k} {v}, wo eingeben?"],
    "es": ["el {k} de mi enchufe es {v} y no empareja", "{k}: {v} — la app dice que no es válido", "mi {k} {v}, ¿dónde lo pongo?"],
    "fr": ["le {k} de ma prise est {v}, elle ne s'appaire pas", "{k} : {v} — l'appli dit invalide", "mon {k} {v}, je le mets où ?"],
    "uk": ["{k} моєї розетки {v}, не під'єднується", "{k}: {v} — застосунок каже невірний", "мій {k} {v}, куди його ввести?"],
}
FORWARDED_SMS_T = {
    "en": ["Fwd: \"Your {k} is {v}. Do not share it.\" — is this from my bank?", "SMS: {v} is your {k}, valid 5 min. why did I get this?",
           "> {k}: {v}\nsomeone is trying to log in?"],
    "pl": ["Przekazane: „Twój {k} to {v}. Nie podawaj go nikomu.” — to z banku?", "SMS: {v} to Twój {k}. czemu to dostałam?",
           "> {k}: {v}\nktoś się loguje?"],
    "de": ["Weitergeleitet: „Ihr {k} lautet {v}. Nicht weitergeben.“ — ist das echt?", "SMS: {v} ist Ihr {k}, warum kriege ich das?"],
    "es": ["Reenviado: «Tu {k} es {v}. No lo compartas.» — ¿es del banco?", "SMS: {v} es tu {k}, ¿por qué me llega?"],
    "fr": ["Transféré : « Votre {k} est {v}. Ne le communiquez pas. » — c'est ma banque ?", "SMS : {v} est votre {k}, pourquoi je reçois ça ?"],
    "uk": ["Переслано: «Ваш {k}: {v}. Нікому не повідомляйте.» — це банк?", "SMS: {v} — ваш {k}, чому мені це прийшло?"],
}
# Green: a car's VIN asked about, a network's name, a charity's published donation address or account.
VIN_T = {"en": ["VIN {v} — what year is this car from the number?", "decode VIN {v} please, is it the 2.0 diesel?"],
         "pl": ["VIN {v} — jaki to rocznik?", "rozkoduj VIN {v}, czy to diesel?"], "de": ["FIN {v} — welches Baujahr?", "was sagt die FIN {v} über den Motor?"],
         "es": ["el bastidor {v} — ¿de qué año es?", "VIN {v}, ¿qué motor lleva?"], "fr": ["VIN {v} — quelle année ?", "le numéro de série {v}, c'est quel moteur ?"],
         "uk": ["VIN {v} — який рік випуску?", "розшифруй VIN {v}, це дизель?"]}
SSID_T = {"en": ["my laptop sees {v} but won't connect", "the network {v} keeps dropping, 2.4 or 5 GHz?"],
          "pl": ["laptop widzi sieć {v}, ale się nie łączy", "sieć {v} ciągle się rozłącza"], "de": ["das WLAN {v} bricht ständig ab", "der Laptop sieht {v}, verbindet aber nicht"],
          "es": ["la red {v} se cae todo el rato", "el portátil ve {v} pero no conecta"], "fr": ["le réseau {v} décroche sans arrêt", "le PC voit {v} mais ne se connecte pas"],
          "uk": ["мережа {v} постійно відключається", "ноутбук бачить {v}, але не підключається"]}
DONATION_T = {"en": ["the shelter publishes {v} for donations, is it safe to send there?", "charity donation address {v} — can I get a receipt?"],
              "pl": ["fundacja podaje adres do wpłat {v}, czy to bezpieczne?", "zbiórka na schronisko: konto {v}, jaki tytuł przelewu?"],
              "de": ["der Verein nennt {v} als Spendenadresse, ist das sicher?", "Spendenkonto des Tierheims {v}, welcher Verwendungszweck?"],
              "es": ["la ONG publica {v} para donaciones, ¿es fiable?", "cuenta de donativos de la fundación {v}, ¿qué concepto pongo?"],
              "fr": ["l'association publie {v} pour les dons, c'est fiable ?", "compte de dons de la fondation {v}, quel libellé ?"],
              "uk": ["фонд публікує {v} для донатів, це безпечно?", "рахунок для пожертв фонду {v}, яке призначення платежу?"]}
GREEN_T.update({"vin": (VIN_T, [V.vin]), "ssid": (SSID_T, [V.ssid]), "donation": (DONATION_T, [V.donation_wallet, V.iban_value])})

# Session 12: goods, logistics, banks and logs: numbers a user pastes that belong to a thing, a shipment, a bank or a
# machine, never to a person.
GOODS_T = {"en": ["warranty claim: serial no. {v}, bought in March", "the label says {v}, which model is it?", "HS code {v} for the customs form, right?",
                  "container {v} arrives in Gdansk on Friday", "the log shows {v} before the crash", "coordinates {v}, how far from the road?",
                  "the bank's BIC / sort code is {v}, where do I put it?", "the shop's SIRET/APE code {v} is on the receipt"],
           "pl": ["gwarancja: numer seryjny {v}, kupione w marcu", "na tabliczce jest {v}, jaki to model?", "kod CN {v} do zgłoszenia celnego, dobrze?",
                  "kontener {v} przypływa do Gdyni w piątek", "w logu jest {v} przed awarią", "współrzędne {v}, daleko od drogi?",
                  "kod banku / BIC {v}, gdzie to wpisać?", "wymiary: {v}, ile styropianu?"],
           "de": ["Garantie: Seriennummer {v}, gekauft im März", "auf dem Typenschild steht {v}, welches Modell?", "Zolltarifnummer {v} für die Anmeldung?",
                  "Container {v} kommt Freitag in Hamburg an", "im Log steht {v} vor dem Absturz", "Koordinaten {v}, wie weit zur Straße?",
                  "BLZ / BIC der Bank {v}, wo trage ich das ein?", "Wohnung: {v}, ist das ein fairer Preis?"],
           "es": ["garantía: n.º de serie {v}, comprado en marzo", "la etiqueta pone {v}, ¿qué modelo es?", "código TARIC {v} para la aduana, ¿vale?",
                  "el contenedor {v} llega a Valencia el viernes", "el log muestra {v} antes del fallo", "coordenadas {v}, ¿lejos de la carretera?",
                  "el BIC del banco es {v}, ¿dónde lo pongo?"],
           "fr": ["garantie : n° de série {v}, acheté en mars", "l'étiquette indique {v}, quel modèle ?", "code SH {v} pour la douane, c'est bon ?",
                  "le conteneur {v} arrive au Havre vendredi", "le log affiche {v} avant le plantage", "coordonnées {v}, loin de la route ?",
                  "code banque / BIC {v}, je le mets où ?", "SIRET / code APE {v} de l'entreprise, c'est le siège ?"],
           "uk": ["гарантія: серійний № {v}, куплено в березні", "на етикетці {v}, яка це модель?", "код УКТЗЕД {v} для декларації, правильно?",
                  "контейнер {v} прибуває в Одесу в п'ятницю", "у лозі {v} перед збоєм", "координати {v}, далеко від дороги?",
                  "МФО / SWIFT банку {v}, куди це вписати?"]}
GREEN_T.update({"goods": (GOODS_T, [V.serial_number, V.customs_code, V.trace_id, V.coordinates, V.bank_code])})

# Session 12: configuration lines whose key names a pin, key or code that is no secret (a GPIO pin, a sort key, a
# status code), and listing or chapter numbers called "Code"; the rules' own tests pin such lines as green.
BENIGN_CONFIG_T = {lang: ["{K}={v} in the sketch config", "{K}: {v}", "export {K}={v}", "{K} = {v}  # default", "\"{K}\": \"{v}\","]
                   for lang in LANGS}
LISTING_CODE_T = {"en": ["Listing {n}. Code {v} runs fine now.", "Chapter {n}, code {v} compiles now", "Code {v} from the book throws an error"],
                  "pl": ["Listing {n}. Kod {v} już działa.", "Rozdział {n}, kod {v} się kompiluje"],
                  "de": ["Listing {n}. Code {v} läuft jetzt.", "Kapitel {n}, Code {v} kompiliert nicht"],
                  "es": ["Listado {n}. El código {v} ya funciona.", "Capítulo {n}, código {v} no compila"],
                  "fr": ["Listing {n}. Le code {v} marche maintenant.", "Chapitre {n}, code {v} ne compile pas"],
                  "uk": ["Лістинг {n}. Код {v} тепер працює.", "Розділ {n}, код {v} не компілюється"]}
