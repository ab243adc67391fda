<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <translation>Projekt gry: %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <translation>Wydawca: %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <translation>Wydawca: %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <translation>Dodatek: %1 (%2)</translation>
    </message>
    <message>
        <source>Coming soon to Tabibito</source>
        <translation>Wkrótce w Tabibito</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <translation>Gry planszowe o podróżach po Japonii do grania offline – w pojedynkę lub razem.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation>Wszystkie grafiki w tej aplikacji powstały specjalnie dla niej; gry należą do ich autorów i wydawców.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation>O programie Tabibito</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
</context>
<context>
    <name>ComingSoonTile</name>
    <message>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Oczekiwanie na: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <translation>Możesz to jeszcze cofnąć przyciskiem „Cofnij”.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja kolej</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Twoja kolej, %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Przekaż urządzenie: %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation>Teraz na ekran może patrzeć tylko %1. Karty tej osoby pozostaną zakryte, dopóki nie potwierdzi gotowości.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>To ja, %1 – moja kolej</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>Tokaido</source>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>Przemierz Drogę Wschodniego Morza z Kioto do Edo i zbieraj po drodze najpiękniejsze widoki.</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Jedziemy do Japonii</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto from the cards you draft.</source>
        <translation>Zaplanuj tydzień w Tokio i Kioto z kart, które wybierzesz w drafcie.</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 graczy</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation>Solo lub do %1 graczy</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 graczy</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline: alone against the computer, or passing one screen around the table.</source>
        <translation>Gry planszowe o podróżach po Japonii do grania offline: w pojedynkę przeciwko komputerowi albo przy jednym ekranie podawanym z rąk do rąk.</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Brak zainstalowanych gier.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation>Nie udało się rozpocząć gry.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Rozpocząć nową grę?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <translation>Bieżąca gra zakończy się w tym miejscu. Jeśli chcesz do niej później wrócić, najpierw ją zapisz.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>Najpierw zapisz…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation>Zapisane gry Tabibito (*.tabibito);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>Nie udało się otworzyć pliku „%1”.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation>Zapisane gry Tabibito (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation>Nie udało się zapisać pliku „%1”.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Zapisano jako „%1”.</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1 (zapisano %2)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 – gracze: %2</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Otworzyć inną grę?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <translation>Otwórz inną grę</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>Ekran &amp;główny</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation>&amp;O programie Tabibito</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>%1 — Tabibito</source>
        <translation>%1 — Tabibito</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The file could not be read. Check that it still exists and that you may open it.</source>
        <translation>Nie udało się odczytać pliku. Sprawdź, czy nadal istnieje i czy masz uprawnienia do jego otwarcia.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation>Ten zapis gry jest uszkodzony i nie da się go wczytać.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation>Ten zapis gry jest niekompletny: został ucięty podczas zapisywania lub kopiowania.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation>Ten plik nie jest zapisem gry Tabibito.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <translation>Ten plik jest za duży, by mógł być zapisem gry Tabibito.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation>Ta gra została zapisana w nowszej wersji Tabibito. Zaktualizuj aplikację, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation>Ten zapis dotyczy gry, której nie ma w tej wersji Tabibito (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation>Ten zapis gry łamie zasady w ruchu %1, więc nie da się go odtworzyć.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <translation>Ten zapis gry %1 powstał według nowszych zasad, niż zna ta wersja Tabibito. Zaktualizuj aplikację, aby go otworzyć.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <translation>Odtworzenie tego zapisu nie prowadzi do zapisanej gry: plik został zmieniony lub uszkodzony.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Każdy gracz musi mieć imię.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <translation>Imię gracza jest za długie (maksymalna liczba znaków: %1).</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <translation>Imię gracza nie może zawierać znaków sterujących ani niewidocznych.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation>Gra %1 nie ma opcji „%2”.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation>„%1” nie jest dozwoloną wartością opcji „%2”.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation>Podawaj opcje w postaci KLUCZ=WARTOŚĆ, a nie „%1”.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>Gra %1 jest dla %2–%3 graczy, nie dla %4.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation>„%1” nie jest poziomem graczy komputerowych w grze %2.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation>Podaj poziom komputera dla każdego miejsca albo jeden poziom dla wszystkich.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation>Liczba gier do symulacji musi wynosić co najmniej 1.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation>Ta wersja Tabibito nie zawiera gry „%1”.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation>Poczekaj: gracz komputerowy podejmuje decyzję.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation>Najpierw przekaż urządzenie następnemu graczowi.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation>Nie udało się zapisać gry (%1). Rozgrywka trwa dalej; spróbuj zapisać w innym folderze.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation>Nie można wyświetlić gry %1: ta wersja nie ma dla niej planszy.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation>Gracz komputerowy nie mógł podjąć decyzji. Zapisz grę i zgłoś problem.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Coś poszło nie tak (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Komputer: normalny</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation>Zostaw puste, aby użyć imienia wyświetlonego na szaro</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Narysuj odcinek do stacji z symbolem z karty albo pasuj.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Dorysuj jeszcze jeden odcinek na wprost albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Wykonaj swój ruch.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Nie udało się wczytać mapy Tokio; zainstaluj Tabibito ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title.</extracomment>
        <translation>
            <numerusform>%1 — %n punkt</numerusform>
            <numerusform>%1 — %n punkty</numerusform>
            <numerusform>%1 — %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name.</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names.</extracomment>
        <translation>
            <numerusform>Wspólne zwycięstwo (%n punkt): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punkty): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punktów): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Narysuj cztery linie metra przez Tokio – karta po karcie.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>koła</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>trójkąta</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>kwadratu</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>pięciokąta</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>niebieska</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>różowa</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>fioletowa</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>brązowa</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>zielona linia</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Stacja z kołem</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Stacja z trójkątem</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Stacja z kwadratem</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Stacja z pięciokątem</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Koło</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Trójkąt</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Kwadrat</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Pięciokąt</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Dżoker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Zwrotnica</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>zwykła</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>czerwona</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Dżoker + podwójny tor</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Podwójna stacja</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Na wprost</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>Karta działa jak dżoker: dowolny symbol, a odcinek linii może biec podwójnym torem wzdłuż jednego odcinka w innym kolorze.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>Odcinek może zaczynać się na dowolnej stacji twojej linii.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Stacja, do której dotrzesz, liczy się podwójnie w swojej dzielnicy.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Po narysowaniu możesz dorysować jeszcze jeden odcinek na wprost.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Dotrzyj do wszystkich 8 zielonych stacji</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Co najmniej 4 węzły przesiadkowe z 3 lub więcej liniami</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Węzeł przesiadkowy z 5 liniami</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Stacja w każdej z 13 dzielnic</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Wszystkie 8 turystycznych pieczątek</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>Linia 1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>Linia 2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>Linia 3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>Linia 4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Węzły przesiadkowe</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Turystyczne pieczątki</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Chybione zielone</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Niebieskie symbole i pomarańczowe karty efektu</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Wspólne cele</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>dzielnica narożna</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica przy krawędzi</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica wewnętrzna</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica centralna</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Praktykant</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Kontroler biletów</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>Maszynista</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Zawiadowca stacji</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Planista sieci metra</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>Legenda tokijskiego metra</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Ten odcinek przeciąłby już narysowaną linię.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>Twoja linia już przechodzi przez tę stację.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Ta stacja nie ma symbolu z karty.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>Odcinek nie może przechodzić przez stację.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Tych dwóch stacji nie łączy żadna wykropkowana linia pomocnicza.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>Odcinek musi zaczynać się na końcu twojej linii.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Ten odcinek jest już narysowany; tylko podwójny tor z dżokera może biec wzdłuż linii w innym kolorze.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Ta stacja ma symbol %1, a karta – symbol %2.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Ten odcinek przeciąłby zieloną linię.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Ten odcinek przeciąłby inną linię (linia %1).</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>Twoja linia już przechodzi przez tę stację z symbolem %1.</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>Twoja linia już biegnie wzdłuż tego odcinka.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Wzdłuż tego odcinka biegnie już inna linia (linia %1); współdzielić go z nią może tylko podwójny tor z dżokera.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Tym odcinkiem biegną już dwie linie.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>Wzdłuż zielonej linii może biec tylko podwójny tor z dżokera.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 ze stacją twojej linii.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcem twojej linii.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Ten odcinek przeszedłby przez leżącą po drodze stację z symbolem %1.</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>Do tej stacji można dotrzeć z kilku stacji twojej linii: kliknij tę, od której chcesz poprowadzić odcinek.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Kliknij podświetloną stację, aby narysować do niej odcinek.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Odcinek dla tej karty jest już narysowany: cofnij go albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>Dodatkowy odcinek musi biec na wprost.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Decyzja dla tej karty została już podjęta.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>Zacznij od stacji linii z tej rundy.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>Linia %1 · %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>Została %n czerwona karta w tej rundzie</numerusform>
            <numerusform>Zostały %n czerwone karty w tej rundzie</numerusform>
            <numerusform>Zostało %n czerwonych kart w tej rundzie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n chybiona stacja</numerusform>
            <numerusform>%n chybione stacje</numerusform>
            <numerusform>%n chybionych stacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n pieczątka</numerusform>
            <numerusform>%n pieczątki</numerusform>
            <numerusform>%n pieczątek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 – linia %2: %n dzielnica × %3 = %4 pkt.</numerusform>
            <numerusform>%1 – linia %2: %n dzielnice × %3 = %4 pkt.</numerusform>
            <numerusform>%1 – linia %2: %n dzielnic × %3 = %4 pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za %n moduł zaawansowany.</numerusform>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za każdy z %n modułów zaawansowanych.</numerusform>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za każdy z %n modułów zaawansowanych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Zaczyna się runda %1.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>Zaczyna się runda %1. Pierwsza karta z symbolem %2 uruchamia efekt „%3”.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Odwrócona karta: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rysuje odcinek podwójnym torem do stacji z symbolem %3 (linia %2).</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rysuje odcinek do stacji z symbolem %3 (linia %2).</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>Efekt „%1” działa na tę kartę z symbolem %2.</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Koniec gry. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>Mapa metra: %1</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Kliknij, aby narysować odcinek do tej stacji.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Kliknij, aby zacząć tu odcinek.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Przy tej karcie nie da się narysować żadnego odcinka: pasuj.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Przy tej karcie nie da się poprowadzić odcinka z tej stacji.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Na wprost: możesz dorysować jeszcze jeden odcinek w tym samym kierunku albo przejść do następnej karty.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Na wprost: droga przed tobą jest zablokowana. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Odcinek narysowany. Cofnij go przyciskiem „Cofnij” albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Odcinek narysowany. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>Na zielonej linii</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>Początkowy punkt: linia %1</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Zdobyta</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Tu zaczyna się linia %1 (kredka %2)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (karta %2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Wszystkie cztery linie są narysowane. Wybierz gracza poniżej, aby porównać mapy metra.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>Kredka %1: linia %2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Dowolny symbol; odcinek może biec podwójnym torem wzdłuż linii w innym kolorze.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Zwrotnica: zacznij od dowolnej stacji swojej linii.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>Zwrotnica wypadła za wcześnie w rundzie: bez rozgałęzienia.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Stacje z 3 liniami: %1 (po %4 pkt)
z 4 liniami: %2 (po %5 pkt)
z 5 liniami: %3 (po %6 pkt)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Pierwsza karta z symbolem %1: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Pasujesz. Możesz to cofnąć przyciskiem „Cofnij” albo przejść do następnej karty.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Pasujesz. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Działa na tę kartę.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>Już wykorzystano w tej rundzie.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>Czeka na swoją kartę.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Wspólny cel: punkty dostaje każdy gracz, który go zrealizuje.</translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation>%1 %2 (+%3)</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>Wcześniej odwrócone w tej rundzie:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Nic nie rysuj przy tej karcie.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Następna karta</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Zatwierdź narysowany odcinek i odwróć następną kartę.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Cofnij swój odcinek (można to zrobić do chwili odwrócenia następnej karty).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Mapa gracza</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>poniżej %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>powyżej %1</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Ocena solo: %1 (%2)</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>Gracze komputerowi rysują…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Oglądasz mapę innego gracza.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Czekamy na pozostałych graczy.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>Odwrócone w ostatniej rundzie:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Liczy się podwójnie w swojej dzielnicy (podwójna stacja).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n dzielnica</numerusform>
            <numerusform>%n dzielnice</numerusform>
            <numerusform>%n dzielnic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n stacja (najwięcej w jednej dzielnicy)</numerusform>
            <numerusform>%n stacje (najwięcej w jednej dzielnicy)</numerusform>
            <numerusform>%n stacji (najwięcej w jednej dzielnicy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n pkt</numerusform>
            <numerusform>%1 × %2 = %n pkt</numerusform>
            <numerusform>%1 × %2 = %n pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points</extracomment>
        <translation>
            <numerusform>%1: %n pkt</numerusform>
            <numerusform>%1: %n pkt</numerusform>
            <numerusform>%1: %n pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turystyczna pieczątka: %n punkt za węzeł przesiadkowy w tym regionie narożnym</numerusform>
            <numerusform>Turystyczna pieczątka: %n punkty za węzeł przesiadkowy w tym regionie narożnym</numerusform>
            <numerusform>Turystyczna pieczątka: %n punktów za węzeł przesiadkowy w tym regionie narożnym</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turystyczna pieczątka: %n punkt za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
            <numerusform>Turystyczna pieczątka: %n punkty za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
            <numerusform>Turystyczna pieczątka: %n punktów za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>METRO</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Cel osiągnięty!</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation>Twoja gra czeka</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Kontynuuj ostatnią grę</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Dotychczasowe wyniki</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Zobacz planszę</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Ekran główny</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <translation>Punkty zostaną policzone na koniec gry.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Wspólne zwycięstwo: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation>Animacje określają też, jak długo gracze komputerowi czekają między ruchami.</translation>
    </message>
</context>
</TS>
