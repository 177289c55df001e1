"""Round 12 (#12): device, place and one-time secrets in the phrasings fresh sets showed the rules
had never been given, and the public values beside them that must stay green. Lines are written
here, in several languages and layouts each; none is copied from a benchmark set."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

_SEED_12 = "arch gather drum bullet absurd math era live bid rhythm alien cube".split()
_SEED_24 = ("alpha idle either edge perfect orchard wonder situate february swallow olympic thought jewel drift crane "
            "infant payment earth unit knee erosion truly guide atom").split()
_HEX = "5b1e0c9d2f7a4e83b6c1d09a7f3e2b58c4d6a1907e2f3b8c5d4a6e1f0b9c2d7e"


def _columns(words: list[str]) -> str:
    half = len(words) // 2
    return "\n".join(f"{i + 1:>2} {words[i]:<10} {i + half + 1:>2} {words[i + half]}" for i in range(half))


RED = [
    # router WPS PINs
    ("The WPS PIN on the bottom of the Netgear is 4721 8836, do I still need it?", "4721 8836"),
    ("Kod WPS z naklejki routera: 31570264, drukarka go nie przyjmuje.", "31570264"),
    ("Der WPS-PIN vom Speedport lautet 60412897, wo gebe ich den ein?", "60412897"),
    # HomeKit setup codes
    ("HomeKit setup code for the new bulb is 482-17-305, the Home app keeps spinning.", "482-17-305"),
    ("Kod z naklejki na czujniku: 615-03-298, aplikacja Dom nie widzi akcesorium.", "615-03-298"),
    ("Der Einrichtungscode auf dem Aufkleber lautet 390-41-726, HomeKit findet nichts.", "390-41-726"),
    # Matter manual pairing codes: a key word, or a valid check digit beside the platform
    ("Matter pairing code: 3497-011-2332 – it fails in SmartThings", "3497-011-2332"),
    ("Código de emparejamiento 2104 518 7730 del enchufe, Alexa no lo encuentra.", "2104 518 7730"),
    ("код Matter на коробці 5093 114 8826, розетка не додається", "5093 114 8826"),
    ("The card in the box says 12345678902 and Google Home won't add the plug", "12345678902"),
    # Zigbee network keys, Tuya local keys, a Hue bridge's API user
    ("network_key: [12, 201, 33, 4, 90, 180, 7, 66, 245, 19, 88, 130, 2, 77, 160, 9]", "[12, 201"),
    ("Der Netzwerkschlüssel für Zigbee2MQTT ist 9f3a0c7e51b2d4086e1f7a93c5b20d48, brauche ich den noch?", "9f3a0c7e"),
    ("localKey: k7#Pq2vX9!mZ4rTe for the plug, what goes into the yaml?", "k7#Pq2vX9!mZ4rTe"),
    ("Mój lokalny klucz z tinytuya to q8v3m1x7z2k5w9p4, gdzie go wpisać?", "q8v3m1x7z2k5w9p4"),
    ("Hue bridge app key 3kX9pQ2mV7nR4tY8wZ1aB6cD5eF0gH2jK4lM6nP8 - which endpoint dims the kitchen?", "3kX9pQ2mV7nR"),
    # a camera's verification code, a Z-Wave DSK and its PIN, a Thread dataset
    ("EZVIZ camera verification code on the sticker: XKRTPM, the app wants it to decrypt video", "XKRTPM"),
    ("Kod weryfikacyjny kamery Hikvision z naklejki: HJWQZN", "HJWQZN"),
    ("Der Verifizierungscode der Kamera ist BQTRMX, wo trage ich ihn ein?", "BQTRMX"),
    ("Z-Wave S2 DSK: 34028-23669-20938-46346-33746-07431-56821-14553, the PIN is the first five", "34028-23669"),
    ("Z-Wave PIN for the lock inclusion: 51873", "51873"),
    ("Thread dataset: 0e080000000000010000000300001035060004001fffe00208fedcba9876543210051000112233445566778899aabbccddeeff",
     "0e0800000"),
    # Wi-Fi keys written in groups of four digits
    ("WLAN Wohnzimmer, Schlüssel: 4821 0937 6614 2058 7712 (FRITZ!Box auf der Rückseite)", "4821 0937"),
    ("wifi at grandma's: the key is 1029 3847 5610 2938 4756", "1029 3847"),
    ("router w salonie, klucz 5512 8830 1947 6620 3381 bez spacji", "5512 8830"),
    # key safes, intercoms where guests press a number, alarms disarmed with a number, a code that "will be"
    ("The lockbox by the back door is set to 7314, keys for the cleaner are inside.", "7314"),
    ("Sejf na klucze przy furtce ustawiłam na 2851, klucz do piwnicy też tam jest.", "2851"),
    ("La boîte à clés à côté de la porte : 6093, le ménage c'est jeudi.", "6093"),
    ("Intercom at our flat: visitors dial 3381 and wait for the buzz.", "3381"),
    ("Domofon w nowym bloku: goście wybierają 4729 i dzwonek.", "4729"),
    ("En el portero automático marca 5816 y sube al tercero.", "5816"),
    ("Alarm panel in the hall: disarm with 6271 then hash.", "6271"),
    ("Alarmanlage unscharf schalten mit 4830#, sonst kommt der Wachdienst.", "4830"),
    ("Le code de la porte sera 4417 à partir de lundi.", "4417"),
    ("Kod do bramy od jutra będzie 3952, przekaż kurierom.", "3952"),
    # a car radio's anti-theft code, an immobiliser's start code, a bike lock
    ("Radio code for the Ford after the battery change: 4821", "4821"),
    ("Kod do radia w aucie po wymianie akumulatora: 7304", "7304"),
    ("Radiocode vom Golf nach dem Batteriewechsel: 6619", "6619"),
    ("Keyless car: the emergency start code is 5082", "5082"),
    ("код від велозамка 3917, не забудь", "3917"),
    # one-time codes with the SMS's own warning, an authenticator's display, a code named by its use
    ("Your bank code is below. 482913 Do not share it with anyone.", "482913"),
    ("Kod BLIK? Przyszło 771204. Nie udostępniaj go nikomu.", "771204"),
    ("Votre code 580163, ne le communiquez à personne.", "580163"),
    ("SMS від банку: 604 218, нікому не повідомляйте його.", "604 218"),
    ("Google Authenticator now shows GitHub 508 331, quick", "508 331"),
    ("Aegis: Binance — 771920, I need it on the laptop", "771920"),
    ("Freigabecode: 72KQ9M – was mache ich damit?", "72KQ9M"),
    ("withdrawal code: 4H7PQ2, I never asked for a withdrawal", "4H7PQ2"),
    # raw wallet keys
    (f"Exported the key from MetaMask: 0x{_HEX}", _HEX[:12]),
    (f"klucz ze starego portfela Phantom: {_HEX}", _HEX[:12]),
    (f"> priv = 0x{_HEX}\nwhich app can read this?", _HEX[:12]),
    # PINs dictated
    ("voice note my card pin is four oh seven two", "four oh seven two"),
    ("пін-код картки сім пʼять девʼять один, не забудь", "сім пʼять"),
    ("He said the PIN was 'four seven two nine' and hung up", "four seven two nine"),
    ("Ana dijo que el pin es \"tres ocho uno cinco\" y colgó", "tres ocho uno cinco"),
    ("¿Qué número te ha mandado el banco? — 604 118, no lo compartas con nadie", "604 118"),
    ("Бабусю, яке число прийшло від банку? — 739 018, нікому не повідомляй", "739 018"),
    # a session cookie still in use; Google's SSID cookie in a header
    ("sessionid=Xk82jf93KdlQ02mZpL still works, use it", "Xk82jf93KdlQ02mZpL"),
    ("Cookie: SSID=AbCdEf1234567890XyZ_qw; HSID=x", "AbCdEf1234567890XyZ_qw"),
    # recovery phrases numbered without a separator, in two columns, or "1.word"; words split by bars
    ("слова: " + " | ".join(_SEED_12), _SEED_12[0]),
    ("Seed / " + " / ".join(_SEED_12) + " / bitte sicher aufbewahren", _SEED_12[0]),
    ("Trezor backup:\n" + _columns(_SEED_24), _SEED_24[0]),
    ("Sicherung, bitte aufheben: " + " ".join(f"{i + 1}.{w}" for i, w in enumerate(_SEED_12)), _SEED_12[0]),
    ("frase de recuperación\n" + _columns(_SEED_12), _SEED_12[0]),
]

GREEN = [
    "What does the WPS button on a router actually do?",
    "The sticker on the plug says article 482-17-305, is that the right model?",
    "Die Artikelnummer auf dem Aufkleber ist 123-45-678, passt der Adapter?",
    "Order 483920 has shipped — please don't share the tracking link publicly.",
    "The key safe model 4400 from Master Lock, is it good?",
    "The lockbox costs 35 € at the hardware store, is it worth it?",
    "Our alarm was disarmed at 2130 yesterday, is that logged?",
    "The intercom: press 1 for reception, 2 for the porter.",
    "Matter is a standard from 2022, does my 11-year-old hub support it?",
    "The network key is 128 bits long; why does Zigbee need one?",
    f"Tx 0x{_HEX} is confirmed but my wallet shows nothing",
    f"sha256 of the Ledger Live installer: {_HEX} - does it match?",
    "My laptop sees 'HomeNet-7F2A' and 'HomeNet-7F2A-5G', which one is faster?",
    "Telefon pokazuje 'UPC4417283' i 'UPC4417283_5GHz', do której się podłączyć?",
    "The project's donation address is bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh, is it legit?",
    "Un proyecto publica 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy como dirección de donaciones, ¿es seguro?",
    "1. apple 2. bread 3. cheese 4. dinner 5. eagle 6. fabric 7. garden 8. hammer 9. island 10. jacket 11. kitten 12. lemon",
    "Google Authenticator has 14 accounts on my phone, how do I move them?",
    "Lavadora LG F4WV3S8S4E o Samsung WW80AG6S26AW, ¿cuál hace menos ruido?",
    "SSID: Vodafone-A7F2C9B1D3E5 — is that the 5 GHz one?",
    "The camera app says 'verification code' — is that the 6 letters under the device?",
    "Z-Wave uses 908.42 MHz in the US, is that why my 2024 lock is slow?",
    "log: session=3c9a1f0e-52d7-4b8e-9f61-0a2b7c4d8e19 expired — what does that mean in OAuth?",
    "PHPSESSID=9f8e7d6c5b4a39281706f5e4d3c2b1a0 wygasła, co teraz?",
    "JSESSIONID=A1B2C3D4E5F60718293A4B5C6D7E8F90 ist abgelaufen, muss ich mich neu anmelden?",
    "Zmywarka Beko DVN05C20X czy Amica DFM41E6qISN? Która cichsza?",
    "Kühlschrank Liebherr CNd5723 oder Bosch KGN39VLEB – welcher braucht weniger Strom?",
    "Aspirateur Dyson V15SDT ou Roborock S8PRO, lequel pour les poils de chat ?",
    "Пилосос Xiaomi G10PLUS чи Samsung VS20B95973B — що краще?",
    "My car radio code card says the code has 4 digits, where is it usually printed?",
    "Radio 1 played 2024 hits all day, the Ford's radio is great",
    "The immobiliser warning light came back after 2000 km, is the code chip broken?",
    # numbers beside a "don't share" that is not an SMS's, a Matter-less 11-digit number, hashes beside wallets

    "We raised 125000 for the shelter this year, don't share the final figure yet",
    "Order 483920 shipped; please don't share your tracking link",
    "Ticket 552019 — do not share screenshots of the bug publicly",
    "In 2019 we had 150000 visitors, nie udostępniaj tego raportu",
    "Version 2.4.1 of the app says don't share your code with anyone — good advice?",
    "Why do banks write 'never share this code' in every SMS?",
    "Authy vs Google Authenticator — which is better in 2024?",
    "Microsoft Authenticator asks me to type the number 42 shown on screen",
    "The intercom has a keypad, press the bell icon and then the flat number 12",
    "Our intercom: dial 101 for the concierge",
    "Alarm panel: press 1 for away mode, 2 for stay mode",
    "Le code du portail sera changé en janvier",
    "The lockbox is 12 cm wide and costs 39.99",
    "Schlüsseltresor von Burg-Wächter, Modell 5200, taugt der was?",
    "HomeKit accessory limit is 150 per home, right?",
    "The Home app shows 3 accessories not responding since 14:00",
    "My phone number is on the sticker? No, it's the model 123-45-678",
    "Matter 1.2 added support for 9 new device types",
    "No matter what I do, 12345678902 keeps showing as the tracking number",
    "Network key must be 128-bit; what's [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as an example?",
    "local key rotation happens every time you re-pair the device",
    "Hue bridge username is created when you press the link button — how does that work?",
    "WLAN-Router kostet 129 €, Schlüssel für den Briefkasten liegt daneben",
    "Withdrawal code requirements: 6 characters, letters and digits",
    "tx 0x5b1e0c9d2f7a4e83b6c1d09a7f3e2b58c4d6a1907e2f3b8c5d4a6e1f0b9c2d7e — Etherscan says success, wallet shows 0",
    "block hash 5b1e0c9d2f7a4e83b6c1d09a7f3e2b58c4d6a1907e2f3b8c5d4a6e1f0b9c2d7e in my MetaMask history?",
    "sha256: 5b1e0c9d2f7a4e83b6c1d09a7f3e2b58c4d6a1907e2f3b8c5d4a6e1f0b9c2d7e for electrum-4.5.zip",
    "Ledger firmware 2.2.3 update, hash 5b1e0c9d2f7a4e83b6c1d09a7f3e2b58c4d6a1907e2f3b8c5d4a6e1f0b9c2d7e",
    "The WPS PIN method was cracked in 2011, should I disable it?",
    "Aegis backup from 2023 won't import into 2FAS",
    "Kod WPS ma 8 cyfr, a ostatnia to suma kontrolna?",
    "Freigabecode: wie lange ist der gültig?",
    "the alarm disarms at 0700 automatically",
    "desactivar la alarma a las 0800 cada día",
    "rozbrajanie alarmu o 2200 automatycznie",
    "Domofon: goście wybierają numer mieszkania 12",
    "Authenticator: Google 3 accounts, Microsoft 2 accounts",
    "'Orange_5G' and 'Orange' — which is my main network?",
    "Die Spendenadresse bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq steht auf der Website des Projekts, ist die echt?",
    "Adres do darowizn projektu: 0x742d35Cc6634C0532925a3b844Bc454e4438f44e — czy to bezpieczne?",
]


@pytest.mark.parametrize(("text", "value"), RED)
def test_device_place_and_one_time_secrets_are_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert any(value in text[f.start:f.end] or text[f.start:f.end] in value for f in verdict.findings), verdict.findings


@pytest.mark.parametrize("text", GREEN)
def test_public_device_values_and_look_alikes_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


def test_a_network_name_is_green_but_its_key_beside_it_is_red() -> None:
    text = "Sieć 'Dom_Kowalskich' i 'Dom_Kowalskich_5G', hasło do wifi: K8#mq2Lz9v"
    verdict = detect(text)
    assert verdict.is_red
    assert all("Dom_" not in text[f.start:f.end] for f in verdict.findings)
