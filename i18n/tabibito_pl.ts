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
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n punkt</numerusform>
            <numerusform>%1 — %n punkty</numerusform>
            <numerusform>%1 — %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
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
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcem twojej linii: stacją z symbolem %2.</numerusform>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcami twojej linii: stacjami z symbolami %2.</numerusform>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcami twojej linii: stacjami z symbolami %2.</numerusform>
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
        <source>All four lines are drawn. Your solo rating is above, each line&apos;s score below.</source>
        <translation>Wszystkie cztery linie są narysowane. Powyżej twoja ocena solo, poniżej wynik każdej linii.</translation>
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
        <source>%1 (%2)</source>
        <extracomment>a solo rating with its band of scores: %1 the title (&quot;Trainee&quot;), %2 the band (&quot;below 90&quot;, &quot;136–150&quot;, &quot;above 150&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Solo rating</source>
        <translation>Ocena solo</translation>
    </message>
    <message>
        <source>Every green station your lines have not reached yet counts −%1, so the total starts below zero and rises as your lines reach them.</source>
        <extracomment>tooltip of the score sheet&apos;s total while the game is played; %1 the points a missed green station costs</extracomment>
        <translation>Każda zielona stacja, do której twoje linie jeszcze nie dotarły, to −%1 pkt, więc suma zaczyna się poniżej zera i rośnie, w miarę jak linie do nich docierają.</translation>
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
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
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
<context>
    <name>Tokaido</name>
    <message>
        <source>Click to stop here.</source>
        <extracomment>in the label beside a stop of the road that the moving traveller may choose now</extracomment>
        <translation>Kliknij, aby się tu zatrzymać.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a traveller&apos;s points or coins in a tooltip: %1 the name, %2 &quot;12 points&quot; or &quot;3 coins&quot;
----------
the hero&apos;s title while another player decides: %1 the player, %2 the decision (&quot;Village market&quot;)
----------
One line of a score breakdown: %1 the score category, %2 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Only with the Friendship amulet: choose it in the panel to stop here.</source>
        <translation>Tylko z amuletem Przyjaźń: wybierz go po prawej, aby zatrzymać się na tym polu.</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%n zestaw</numerusform>
            <numerusform>%n zestawy</numerusform>
            <numerusform>%n zestawów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>%n pamiątka</numerusform>
            <numerusform>%n pamiątki</numerusform>
            <numerusform>%n pamiątek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>%n posiłek</numerusform>
            <numerusform>%n posiłki</numerusform>
            <numerusform>%n posiłków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>%n karta gorącego źródła</numerusform>
            <numerusform>%n karty gorących źródeł</numerusform>
            <numerusform>%n kart gorących źródeł</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>%n spotkanie</numerusform>
            <numerusform>%n spotkania</numerusform>
            <numerusform>%n spotkań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>ofiarowana %n moneta</numerusform>
            <numerusform>ofiarowane %n monety</numerusform>
            <numerusform>ofiarowanych %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>%n karta osiągnięcia</numerusform>
            <numerusform>%n karty osiągnięć</numerusform>
            <numerusform>%n kart osiągnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>%n wiśnia</numerusform>
            <numerusform>%n wiśnie</numerusform>
            <numerusform>%n wiśni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>%n łaźnia</numerusform>
            <numerusform>%n łaźnie</numerusform>
            <numerusform>%n łaźni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>%n legendarny przedmiot</numerusform>
            <numerusform>%n legendarne przedmioty</numerusform>
            <numerusform>%n legendarnych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>%n karta kaligrafii</numerusform>
            <numerusform>%n karty kaligrafii</numerusform>
            <numerusform>%n kart kaligrafii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>%n amulet</numerusform>
            <numerusform>%n amulety</numerusform>
            <numerusform>%n amuletów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>%n ukryty amulet</numerusform>
            <numerusform>%n ukryte amulety</numerusform>
            <numerusform>%n ukrytych amuletów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>w tym %n kupiony w tej turze</numerusform>
            <numerusform>w tym %n kupione w tej turze</numerusform>
            <numerusform>w tym %n kupionych w tej turze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>A group of a traveller&apos;s tableau in its tooltip: %1 the score category (&quot;Souvenirs&quot;), %2 what it holds (&quot;2 sets&quot;), %3 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <extracomment>The heading of a traveller&apos;s score breakdown: %1 is &quot;23 points&quot;.</extracomment>
        <translation>Suma: %1</translation>
    </message>
    <message>
        <source>Choosing a traveller…</source>
        <translation>Wybór podróżnika…</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A computer player deciding now; a short tag beside its traveller (about 12 characters).</extracomment>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>Deciding</source>
        <extracomment>The player deciding now; a short tag beside the traveller (about 12 characters).</extracomment>
        <translation>Decyduje</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The end of the game: the player with the most points (ties: several); a short tag.</extracomment>
        <translation>Wygrywa</translation>
    </message>
    <message>
        <source>Moves the neutral</source>
        <extracomment>Two players: the leading player moves the neutral traveller; a short tag.</extracomment>
        <translation>Rusza neutralnym</translation>
    </message>
    <message>
        <source>%1: %2 of %3 parts</source>
        <extracomment>%1 a panorama (&quot;Sea panorama&quot;), %2 the parts taken, %3 the parts it has (3, 4 or 5).</extracomment>
        <translation>%1: %2 z %3 części</translation>
    </message>
    <message>
        <source>Achievement card: %1 (%2)</source>
        <extracomment>%1 an achievement card&apos;s name, %2 its points (&quot;3 points&quot;).</extracomment>
        <translation>Karta osiągnięcia: %1 (%2)</translation>
    </message>
    <message>
        <source>Set %1: %2</source>
        <extracomment>One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.</extracomment>
        <translation>Zestaw %1: %2</translation>
    </message>
    <message>
        <source>Bought this turn: usable from the next turn on.</source>
        <translation>Kupiony w tej turze: można go użyć od następnej tury.</translation>
    </message>
    <message>
        <source>Scored at the end of the journey.</source>
        <translation>Punktowane na koniec podróży.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A card in a tooltip: %1 its name, %2 what it does.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>Przemierz Drogę Wschodniego Morza z Kioto do Edo, zbierając po drodze najpiękniejsze widoki.</translation>
    </message>
    <message>
        <source>Neutral traveller</source>
        <extracomment>the traveller that nobody plays in a two-player game, named like a player in the log</extracomment>
        <translation>Neutralny podróżnik</translation>
    </message>
    <message>
        <source>Village</source>
        <extracomment>a kind of stop on the road, used as a label and inserted into &quot;%1 stops at: %2&quot;</extracomment>
        <translation>Wioska</translation>
    </message>
    <message>
        <source>Temple</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Świątynia</translation>
    </message>
    <message>
        <source>Encounter</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Spotkanie</translation>
    </message>
    <message>
        <source>Rice paddy panorama</source>
        <extracomment>a kind of stop on the road (a panorama of rice paddies), used like &quot;Village&quot;
----------
a panorama type, inserted into sentences: &quot;part 2 of the %2&quot;, &quot;the first to complete the %2&quot;; it names the whole panorama (of rice paddies)
----------
an achievement card, for the first traveller to complete the rice paddy panorama</extracomment>
        <translation>Panorama pola ryżowego</translation>
    </message>
    <message>
        <source>Mountain panorama</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;
----------
an achievement card, for the first to complete the mountain panorama</extracomment>
        <translation>Panorama gór</translation>
    </message>
    <message>
        <source>Sea panorama</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;
----------
an achievement card, for the first to complete the sea panorama</extracomment>
        <translation>Panorama morza</translation>
    </message>
    <message>
        <source>Hot spring</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Gorące źródło</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Farma</translation>
    </message>
    <message>
        <source>Inn</source>
        <extracomment>a kind of stop on the road (where every traveller must stop and may eat), like &quot;Village&quot;</extracomment>
        <translation>Karczma</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <extracomment>the inn at one end of the road (the start, or the end on the Return trip)</extracomment>
        <translation>Kioto</translation>
    </message>
    <message>
        <source>First inn</source>
        <extracomment>the first of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Pierwsza karczma</translation>
    </message>
    <message>
        <source>Second inn</source>
        <extracomment>the second of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Druga karczma</translation>
    </message>
    <message>
        <source>Third inn</source>
        <extracomment>the third of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Trzecia karczma</translation>
    </message>
    <message>
        <source>Edo</source>
        <extracomment>the inn at the other end of the road (the end, or the start on the Return trip)</extracomment>
        <translation>Edo</translation>
    </message>
    <message>
        <source>Look at 3 souvenirs and buy any of them you can pay for.</source>
        <translation>Obejrzyj 3 pamiątki i kup dowolne z nich, na które cię stać.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple: 1 point each.</source>
        <translation>Złóż w świątyni datek od 1 do 3 monet: po 1 punkcie za każdą.</translation>
    </message>
    <message>
        <source>Draw an encounter card and keep it.</source>
        <translation>Dobierz kartę spotkania i zachowaj ją.</translation>
    </message>
    <message>
        <source>Take the next part of your rice paddy panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy pola ryżowego: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Take the next part of your mountain panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy gór: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Take the next part of your sea panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy morza: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Draw a hot spring card: 2 or 3 points.</source>
        <translation>Dobierz kartę gorącego źródła: 2 lub 3 punkty.</translation>
    </message>
    <message>
        <source>Take 3 coins from the bank.</source>
        <translation>Weź 3 monety z banku.</translation>
    </message>
    <message>
        <source>Every traveller stops here and may buy one meal not eaten before: 6 points.</source>
        <translation>Każdy podróżnik musi się tu zatrzymać i może kupić jeden posiłek, którego wcześniej nie jadł: 6 punktów.</translation>
    </message>
    <message>
        <source>Crossroads: take a cherry tree instead: %1 and %2.</source>
        <extracomment>%1 the points of a cherry tree (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wiśnię: %1 i %2.</translation>
    </message>
    <message>
        <source>Crossroads: buy one legendary object instead.</source>
        <translation>Rozstaje: zamiast tego kup jeden legendarny przedmiot.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 to the bank for an amulet of your choice instead.</source>
        <extracomment>%1 the price of an amulet (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wybrany amulet, płacąc bankowi (%1).</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a calligraphy of your choice instead.</source>
        <extracomment>%1 the price of a calligraphy (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wybraną kaligrafię za opłatą (%1).</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a bath house instead: %2.</source>
        <extracomment>%1 the price of a bath house (&quot;1 coin&quot;), %2 its points (&quot;4 points&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź łaźnię za opłatą (%1): %2.</translation>
    </message>
    <message>
        <source>Crossroads: bet %1 in the gaming room and roll the fortune die instead.</source>
        <extracomment>%1 the stake of the gaming room (&quot;2 coins&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego zagraj w salonie gier (stawka: %1) i rzuć kością szczęścia.</translation>
    </message>
    <message>
        <source>Crossroads offers nothing else at an inn.</source>
        <translation>W karczmie dodatek Rozstaje nie daje nic więcej.</translation>
    </message>
    <message>
        <source>Hiroshige</source>
        <extracomment>a traveller&apos;s name (official English edition), inserted into &quot;%1 chooses %2.&quot;</extracomment>
        <translation>Hiroshige</translation>
    </message>
    <message>
        <source>Chuubei</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Chuubei</translation>
    </message>
    <message>
        <source>Kinko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Kinko</translation>
    </message>
    <message>
        <source>Yoshiyasu</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Yoshiyasu</translation>
    </message>
    <message>
        <source>Satsuki</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Satsuki</translation>
    </message>
    <message>
        <source>Mitsukuni</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Mitsukuni</translation>
    </message>
    <message>
        <source>Sasayakko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Sasayakko</translation>
    </message>
    <message>
        <source>Hirotada</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Hirotada</translation>
    </message>
    <message>
        <source>Umegae</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Umegae</translation>
    </message>
    <message>
        <source>Zen-emon</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Zen-emon</translation>
    </message>
    <message>
        <source>Jirocho</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Jirocho</translation>
    </message>
    <message>
        <source>Daigoro</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Daigoro</translation>
    </message>
    <message>
        <source>Nampo</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Nampo</translation>
    </message>
    <message>
        <source>Gotozaemon</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Gotozaemon</translation>
    </message>
    <message>
        <source>Miyataka</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Miyataka</translation>
    </message>
    <message>
        <source>Kita</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Kita</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>what the traveller is, shown under the name on the tile: &quot;Hiroshige, the artist&quot;</extracomment>
        <translation>artysta</translation>
    </message>
    <message>
        <source>the messenger</source>
        <extracomment>what the traveller is (Chuubei), like &quot;the artist&quot;</extracomment>
        <translation>posłaniec</translation>
    </message>
    <message>
        <source>the ronin</source>
        <extracomment>what the traveller is (Kinko), like &quot;the artist&quot;</extracomment>
        <translation>rōnin</translation>
    </message>
    <message>
        <source>the functionary</source>
        <extracomment>what the traveller is (Yoshiyasu), like &quot;the artist&quot;</extracomment>
        <translation>urzędnik</translation>
    </message>
    <message>
        <source>the orphan</source>
        <extracomment>what the traveller is (Satsuki), like &quot;the artist&quot;</extracomment>
        <translation>sierota</translation>
    </message>
    <message>
        <source>the old man</source>
        <extracomment>what the traveller is (Mitsukuni), like &quot;the artist&quot;</extracomment>
        <translation>starzec</translation>
    </message>
    <message>
        <source>the geisha</source>
        <extracomment>what the traveller is (Sasayakko), like &quot;the artist&quot;</extracomment>
        <translation>gejsza</translation>
    </message>
    <message>
        <source>the priest</source>
        <extracomment>what the traveller is (Hirotada), like &quot;the artist&quot;</extracomment>
        <translation>kapłan</translation>
    </message>
    <message>
        <source>the street entertainer</source>
        <extracomment>what the traveller is (Umegae), like &quot;the artist&quot;</extracomment>
        <translation>uliczna artystka</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>what the traveller is (Zen-emon), like &quot;the artist&quot;</extracomment>
        <translation>kupiec</translation>
    </message>
    <message>
        <source>the yakuza</source>
        <extracomment>what the traveller is (Jirocho), like &quot;the artist&quot;</extracomment>
        <translation>jakuza</translation>
    </message>
    <message>
        <source>the kid</source>
        <extracomment>what the traveller is (Daigoro), like &quot;the artist&quot;</extracomment>
        <translation>dzieciak</translation>
    </message>
    <message>
        <source>the gourmet</source>
        <extracomment>what the traveller is (Nampo), like &quot;the artist&quot;</extracomment>
        <translation>smakosz</translation>
    </message>
    <message>
        <source>the souvenir seller</source>
        <extracomment>what the traveller is (Gotozaemon), like &quot;the artist&quot;</extracomment>
        <translation>sprzedawca pamiątek</translation>
    </message>
    <message>
        <source>the superstitious woman</source>
        <extracomment>what the traveller is (Miyataka), like &quot;the artist&quot;</extracomment>
        <translation>przesądna</translation>
    </message>
    <message>
        <source>the old woman</source>
        <extracomment>what the traveller is (Kita), like &quot;the artist&quot;</extracomment>
        <translation>staruszka</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: the next part of a panorama of his choice.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: następna część wybranej przez niego panoramy.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: an encounter card.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: karta spotkania.</translation>
    </message>
    <message>
        <source>Every meal costs him 1 coin less, so 1-coin meals are free.</source>
        <translation>Każdy posiłek kosztuje go o 1 monetę mniej, więc posiłki za 1 monetę ma za darmo.</translation>
    </message>
    <message>
        <source>At an encounter stop he draws two cards and keeps the one he likes.</source>
        <translation>Na polu spotkania dobiera dwie karty i zatrzymuje tę, która mu bardziej odpowiada.</translation>
    </message>
    <message>
        <source>At each inn the top meal of the deck is hers for free. She may turn it down and buy a meal as usual.</source>
        <translation>W każdej karczmie dostaje za darmo wierzchnią kartę z talii posiłków. Może ją odrzucić i kupić posiłek jak zwykle.</translation>
    </message>
    <message>
        <source>1 more point for each hot spring card, bath house and achievement card.</source>
        <translation>1 dodatkowy punkt za każdą kartę gorącego źródła, łaźni i osiągnięcia.</translation>
    </message>
    <message>
        <source>When she buys two souvenirs or more in a village, the cheapest is free: its coins come back as she leaves.</source>
        <translation>Gdy kupuje w wiosce co najmniej dwie pamiątki, najtańszą dostaje za darmo: monety za nią wracają do niej, gdy opuszcza wioskę.</translation>
    </message>
    <message>
        <source>At each temple the bank adds 1 coin to his gift: 1 more point.</source>
        <translation>W każdej świątyni bank dokłada 1 monetę do jego datku: 1 dodatkowy punkt.</translation>
    </message>
    <message>
        <source>1 point and 1 coin at each encounter, before the card, and when she buys a calligraphy.</source>
        <translation>1 punkt i 1 moneta przy każdym spotkaniu (przed kartą) oraz przy zakupie kaligrafii.</translation>
    </message>
    <message>
        <source>In each village, one souvenir costs him only 1 coin.</source>
        <translation>W każdej wiosce jedna pamiątka kosztuje go tylko 1 monetę.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal, he may bet 1 coin on the fortune die.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem, może postawić 1 monetę i rzucić kością szczęścia.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: a souvenir from the deck, free.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: darmowa pamiątka z talii.</translation>
    </message>
    <message>
        <source>Each meal he eats scores its price again, in points.</source>
        <translation>Każdy zjedzony posiłek daje mu dodatkowo tyle punktów, ile kosztuje.</translation>
    </message>
    <message>
        <source>1 coin each time he stops at a panorama.</source>
        <translation>1 moneta za każdym razem, gdy zatrzymuje się na polu panoramy.</translation>
    </message>
    <message>
        <source>At a temple she may both give coins and buy an amulet.</source>
        <translation>W świątyni może zarówno złożyć datek, jak i kupić amulet.</translation>
    </message>
    <message>
        <source>At an encounter stop she may both draw an encounter and buy a calligraphy.</source>
        <translation>Na polu spotkania może zarówno dobrać kartę spotkania, jak i kupić kaligrafię.</translation>
    </message>
    <message>
        <source>Koma</source>
        <extracomment>a souvenir card&apos;s name (a Japanese word kept as a name), inserted into &quot;%1 buys %2&quot;</extracomment>
        <translation>Koma</translation>
    </message>
    <message>
        <source>Gofu</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Gofu</translation>
    </message>
    <message>
        <source>Yunomi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Yunomi</translation>
    </message>
    <message>
        <source>Uchiwa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Uchiwa</translation>
    </message>
    <message>
        <source>Hashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Hashi</translation>
    </message>
    <message>
        <source>Washi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Washi</translation>
    </message>
    <message>
        <source>Manju</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Manju</translation>
    </message>
    <message>
        <source>Kamaboko</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Kamaboko</translation>
    </message>
    <message>
        <source>Konpeito</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Konpeito</translation>
    </message>
    <message>
        <source>Ocha</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Ocha</translation>
    </message>
    <message>
        <source>Sake</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sake</translation>
    </message>
    <message>
        <source>Daifuku</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Daifuku</translation>
    </message>
    <message>
        <source>Haori</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Haori</translation>
    </message>
    <message>
        <source>Furoshiki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Furoshiki</translation>
    </message>
    <message>
        <source>Sandogasa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sandogasa</translation>
    </message>
    <message>
        <source>Kanzashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Kanzashi</translation>
    </message>
    <message>
        <source>Geta</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Geta</translation>
    </message>
    <message>
        <source>Yukata</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Yukata</translation>
    </message>
    <message>
        <source>Netsuke</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Netsuke</translation>
    </message>
    <message>
        <source>Jubako</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Jubako</translation>
    </message>
    <message>
        <source>Shikki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Shikki</translation>
    </message>
    <message>
        <source>Shamisen</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Shamisen</translation>
    </message>
    <message>
        <source>Sumie</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sumie</translation>
    </message>
    <message>
        <source>Ukiyoe</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Ukiyoe</translation>
    </message>
    <message>
        <source>Small objects</source>
        <extracomment>a family of souvenirs, used as a label (a set holds one souvenir of each family)</extracomment>
        <translation>Drobiazgi</translation>
    </message>
    <message>
        <source>Food and drink</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Żywność i napoje</translation>
    </message>
    <message>
        <source>Clothing</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Ubrania</translation>
    </message>
    <message>
        <source>Art</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Sztuka</translation>
    </message>
    <message>
        <source>Fifth family</source>
        <extracomment>the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)</extracomment>
        <translation>Piąty rodzaj</translation>
    </message>
    <message>
        <source>Dango</source>
        <extracomment>a dish on a meal card (a Japanese word kept as a name), inserted into &quot;%1 eats %2&quot;</extracomment>
        <translation>Dango</translation>
    </message>
    <message>
        <source>Nigirimeshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Nigirimeshi</translation>
    </message>
    <message>
        <source>Misoshiru</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Misoshiru</translation>
    </message>
    <message>
        <source>Tofu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tofu</translation>
    </message>
    <message>
        <source>Tempura</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tempura</translation>
    </message>
    <message>
        <source>Sushi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Sushi</translation>
    </message>
    <message>
        <source>Soba</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Soba</translation>
    </message>
    <message>
        <source>Yakitori</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Yakitori</translation>
    </message>
    <message>
        <source>Unagi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Unagi</translation>
    </message>
    <message>
        <source>Udon</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Udon</translation>
    </message>
    <message>
        <source>Fugu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Fugu</translation>
    </message>
    <message>
        <source>Tai meshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tai meshi</translation>
    </message>
    <message>
        <source>Sashimi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Sashimi</translation>
    </message>
    <message>
        <source>Donburi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Donburi</translation>
    </message>
    <message>
        <source>Shokunin</source>
        <extracomment>an encounter card (a Japanese word kept as a name: the craftsman), used as a label</extracomment>
        <translation>Shokunin</translation>
    </message>
    <message>
        <source>Annaibito</source>
        <extracomment>an encounter card (the guide), like &quot;Shokunin&quot;</extracomment>
        <translation>Annaibito</translation>
    </message>
    <message>
        <source>Samurai</source>
        <extracomment>an encounter card, like &quot;Shokunin&quot;</extracomment>
        <translation>Samuraj</translation>
    </message>
    <message>
        <source>Kuge</source>
        <extracomment>an encounter card (the noble), like &quot;Shokunin&quot;</extracomment>
        <translation>Kuge</translation>
    </message>
    <message>
        <source>Miko</source>
        <extracomment>an encounter card (the priestess), like &quot;Shokunin&quot;</extracomment>
        <translation>Miko</translation>
    </message>
    <message>
        <source>The craftsman gives a souvenir from the deck.</source>
        <translation>Rzemieślnik daje pamiątkę z talii.</translation>
    </message>
    <message>
        <source>The guide shows the next part of a panorama; once that panorama is complete, of any panorama you choose.</source>
        <translation>Przewodnik pokazuje następną część panoramy; jeśli ta panorama jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The samurai&apos;s company is worth 3 points.</source>
        <translation>Towarzystwo samuraja jest warte 3 punkty.</translation>
    </message>
    <message>
        <source>The noble gives 3 coins.</source>
        <translation>Arystokrata daje 3 monety.</translation>
    </message>
    <message>
        <source>The priestess puts a coin from the bank on the temple for you: 1 point.</source>
        <translation>Kapłanka kładzie za ciebie w świątyni monetę z banku: 1 punkt.</translation>
    </message>
    <message>
        <source>The next part of the rice paddy panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy pola ryżowego; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The next part of the mountain panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy gór; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The next part of the sea panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy morza; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>Gourmet</source>
        <extracomment>an achievement card (the highest meal prices); also a category of the score sheet
----------
a row of the score sheet (the achievement card Gourmet)</extracomment>
        <translation>Smakosz</translation>
    </message>
    <message>
        <source>Collector</source>
        <extracomment>an achievement card (the most souvenirs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Collector)</extracomment>
        <translation>Kolekcjoner</translation>
    </message>
    <message>
        <source>Bather</source>
        <extracomment>an achievement card (the most hot springs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Bather)</extracomment>
        <translation>Miłośnik kąpieli</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <extracomment>an achievement card (the most encounters); also a category of the score sheet
----------
a row of the score sheet (the achievement card Chatterbox)</extracomment>
        <translation>Gaduła</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the rice paddy panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę pola ryżowego.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the mountain panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę gór.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the sea panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę morza.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the highest total of meal prices.</source>
        <translation>Na koniec 3 punkty za najwyższą łączną cenę posiłków.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most souvenirs (legendary objects count).</source>
        <translation>Na koniec 3 punkty za najwięcej pamiątek (legendarne przedmioty też się liczą).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most hot springs (bath houses count).</source>
        <translation>Na koniec 3 punkty za najwięcej gorących źródeł (łaźnie też się liczą).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most encounters (calligraphies count).</source>
        <translation>Na koniec 3 punkty za najwięcej spotkań (kaligrafie też się liczą).</translation>
    </message>
    <message>
        <source>Vitality</source>
        <extracomment>an amulet card (Crossroads), inserted into &quot;%1 uses the %2 amulet.&quot;</extracomment>
        <translation>Witalność</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Health</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Zdrowie</translation>
    </message>
    <message>
        <source>Friendship</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Przyjaźń</translation>
    </message>
    <message>
        <source>Hospitality</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Gościnność</translation>
    </message>
    <message>
        <source>Devotion</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Oddanie</translation>
    </message>
    <message>
        <source>When a move takes you into the lead, you may move once more (not after reaching an inn).</source>
        <translation>Gdy po ruchu obejmiesz prowadzenie, możesz ruszyć się jeszcze raz (ale nie po dotarciu do karczmy).</translation>
    </message>
    <message>
        <source>Before your move, roll the fortune die and take as many coins as it shows.</source>
        <translation>Przed ruchem rzuć kością szczęścia i weź tyle monet, ile wskaże.</translation>
    </message>
    <message>
        <source>Take both effects of the stop you reach, in the order you like.</source>
        <translation>Wykonaj oba efekty pola, na którym stajesz, w dowolnej kolejności.</translation>
    </message>
    <message>
        <source>Stop at a single stop another traveller holds; you count as behind them.</source>
        <translation>Zatrzymaj się na pojedynczym polu zajętym przez innego podróżnika; liczysz się jako stojący za nim.</translation>
    </message>
    <message>
        <source>Your meal at an inn is free.</source>
        <translation>Twój posiłek w karczmie jest darmowy.</translation>
    </message>
    <message>
        <source>The coins you pay for one card go onto the temple: 1 point each.</source>
        <translation>Monety zapłacone za jedną kartę trafiają do świątyni: po 1 punkcie za każdą.</translation>
    </message>
    <message>
        <source>Shodo</source>
        <extracomment>a legendary object card (Crossroads; a Japanese word kept as a name), like &quot;Koma&quot;</extracomment>
        <translation>Shodo</translation>
    </message>
    <message>
        <source>Emaki</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Emaki</translation>
    </message>
    <message>
        <source>Buppatsu</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Buppatsu</translation>
    </message>
    <message>
        <source>Ema</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Ema</translation>
    </message>
    <message>
        <source>Murasame</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Murasame</translation>
    </message>
    <message>
        <source>Masamune</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Masamune</translation>
    </message>
    <message>
        <source>1 point for each souvenir and legendary object you own, then 1 more point for each later souvenir.</source>
        <translation>1 punkt za każdą posiadaną pamiątkę i legendarny przedmiot, potem 1 dodatkowy punkt za każdą kolejną pamiątkę.</translation>
    </message>
    <message>
        <source>Counts as a souvenir of a fifth family in your sets.</source>
        <translation>W twoich zestawach liczy się jako pamiątka piątego rodzaju.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>the effect of Murasame and Masamune: %1 their points (&quot;8 points&quot;)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 and %2.</source>
        <extracomment>what a cherry tree gives: %1 its points (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>%1 i %2.</translation>
    </message>
    <message>
        <source>%1; it counts as a hot spring for the Bather.</source>
        <extracomment>what a bath house gives: %1 its points (&quot;4 points&quot;)</extracomment>
        <translation>%1; dla Miłośnika kąpieli liczy się jako gorące źródło.</translation>
    </message>
    <message>
        <source>Contemplation</source>
        <extracomment>a calligraphy card (Crossroads), a virtue, inserted into &quot;%1 buys the calligraphy %2.&quot;</extracomment>
        <translation>Kontemplacja</translation>
    </message>
    <message>
        <source>Nostalgia</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Nostalgia</translation>
    </message>
    <message>
        <source>Patience</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Cierpliwość</translation>
    </message>
    <message>
        <source>Perfection</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Doskonałość</translation>
    </message>
    <message>
        <source>Foresight</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Przezorność</translation>
    </message>
    <message>
        <source>Fasting</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Post</translation>
    </message>
    <message>
        <source>At the end, 3 points per completed panorama and 1 per cherry tree.</source>
        <translation>Na koniec 3 punkty za każdą ukończoną panoramę i 1 za każdą wiśnię.</translation>
    </message>
    <message>
        <source>At the end, 2 points per legendary object and 1 per souvenir.</source>
        <translation>Na koniec 2 punkty za każdy legendarny przedmiot i 1 za każdą pamiątkę.</translation>
    </message>
    <message>
        <source>At the end, 6 points for the last to reach the final inn, 4 for the one before, 2 for everyone else.</source>
        <translation>Na koniec 6 punktów dla tego, kto ostatni dotrze do ostatniej karczmy, 4 dla przedostatniego, 2 dla pozostałych.</translation>
    </message>
    <message>
        <source>At the end, 2 points per achievement card and 1 per calligraphy, this one included.</source>
        <translation>Na koniec 2 punkty za każdą kartę osiągnięcia i 1 za każdą kaligrafię, łącznie z tą.</translation>
    </message>
    <message>
        <source>At the end, 2 points per coin left.</source>
        <translation>Na koniec 2 punkty za każdą pozostałą monetę.</translation>
    </message>
    <message>
        <source>At the end, 2 points per meal not eaten (of the four of a journey).</source>
        <translation>Na koniec 2 punkty za każdy niezjedzony posiłek (z czterech w całej podróży).</translation>
    </message>
    <message>
        <source>×0</source>
        <extracomment>a face of the fortune die: the stake is lost (nothing comes back)</extracomment>
        <translation>×0</translation>
    </message>
    <message>
        <source>×1</source>
        <extracomment>a face of the fortune die: the stake once (it comes back)</extracomment>
        <translation>×1</translation>
    </message>
    <message>
        <source>×2</source>
        <extracomment>a face of the fortune die: the stake twice</extracomment>
        <translation>×2</translation>
    </message>
    <message>
        <source>×3</source>
        <extracomment>a face of the fortune die: the stake three times</extracomment>
        <translation>×3</translation>
    </message>
    <message>
        <source>×4</source>
        <extracomment>a face of the fortune die: the stake four times</extracomment>
        <translation>×4</translation>
    </message>
    <message>
        <source>Panoramas</source>
        <extracomment>a row of the score sheet: the points of the panorama parts</extracomment>
        <translation>Panoramy</translation>
    </message>
    <message>
        <source>Hot springs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Gorące źródła</translation>
    </message>
    <message>
        <source>Souvenirs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Pamiątki</translation>
    </message>
    <message>
        <source>Meals</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Encounters</source>
        <extracomment>a row of the score sheet: Samurai and Miko</extracomment>
        <translation>Spotkania</translation>
    </message>
    <message>
        <source>Temple gifts</source>
        <extracomment>a row of the score sheet: a point per coin given during the journey</extracomment>
        <translation>Datki dla świątyń</translation>
    </message>
    <message>
        <source>Panorama achievements</source>
        <extracomment>a row of the score sheet: the first to complete each panorama</extracomment>
        <translation>Osiągnięcia za panoramy</translation>
    </message>
    <message>
        <source>Traveller&apos;s ability</source>
        <extracomment>a row of the score sheet: what the traveller&apos;s own ability scored</extracomment>
        <translation>Zdolność podróżnika</translation>
    </message>
    <message>
        <source>Temple ranking</source>
        <extracomment>a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)</extracomment>
        <translation>Ranking datków</translation>
    </message>
    <message>
        <source>Cherry trees</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Wiśnie</translation>
    </message>
    <message>
        <source>Bath houses</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Łaźnie</translation>
    </message>
    <message>
        <source>Legendary object</source>
        <translation>Legendarny przedmiot</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulet</translation>
    </message>
    <message>
        <source>Calligraphy</source>
        <translation>Kaligrafia</translation>
    </message>
    <message>
        <source>The stop&apos;s own effect, or the Crossroads one?</source>
        <translation>Zwykły efekt pola czy opcja Rozstajów?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Oba</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>the &apos;Both&apos; tile of Miyataka and Kita: %1 the stop&apos;s own effect, %2 the Crossroads one, taken in this order</extracomment>
        <translation>%1, potem %2</translation>
    </message>
    <message>
        <source>%1: both, this one first</source>
        <extracomment>a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the clicked one first</extracomment>
        <translation>%1: oba, najpierw ten</translation>
    </message>
    <message>
        <source>Legendary objects</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Legendarne przedmioty</translation>
    </message>
    <message>
        <source>Amulets</source>
        <translation>Amulety</translation>
    </message>
    <message>
        <source>The amulets are hidden from you.</source>
        <translation>Amulety są przed tobą ukryte.</translation>
    </message>
    <message>
        <source>Calligraphies</source>
        <extracomment>a row of the score sheet (Crossroads), scored at the end</extracomment>
        <translation>Kaligrafie</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Rusz się jeszcze raz</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Zostań tutaj</translation>
    </message>
    <message>
        <source>Keep the amulet for later</source>
        <translation>Zachowaj amulet na później</translation>
    </message>
    <message>
        <source>Draw an amulet</source>
        <translation>Dobierz amulet</translation>
    </message>
    <message>
        <source>A random amulet from the supply</source>
        <translation>Losowy amulet z zapasu</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nie, dziękuję</translation>
    </message>
    <message>
        <source>Keep your coin</source>
        <translation>Zachowaj monetę</translation>
    </message>
    <message>
        <source>A bet at the inn</source>
        <translation>Zakład w karczmie</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <extracomment>Jirocho&apos;s bet: %1 the stake (&quot;1 coin&quot;)</extracomment>
        <translation>Stawka: %1</translation>
    </message>
    <message>
        <source>The die: lose it, or get it back ×1 to ×4</source>
        <translation>Kość: strata stawki albo zwrot od ×1 do ×4</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Bez zakładu</translation>
    </message>
    <message>
        <source>Go straight to dinner</source>
        <translation>Od razu na kolację</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <extracomment>a panorama&apos;s next part: %1 its number, %2 the parts of a whole panorama</extracomment>
        <translation>Część %1 z %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>what a cherry tree gave: %1 the points (&quot;+2 points&quot;), %2 the coins (&quot;+1 coin&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Only with %1</source>
        <extracomment>a tile that only an amulet or an ability opens: %1 its name (&quot;Hospitality&quot;)</extracomment>
        <translation>Wymaga: %1</translation>
    </message>
    <message>
        <source>%1: for 1 coin</source>
        <extracomment>a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1 coin</extracomment>
        <translation>%1: za 1 monetę</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 a player</extracomment>
        <translation>Oczekiwanie na: %1</translation>
    </message>
    <message>
        <source>On the road</source>
        <translation>W drodze</translation>
    </message>
    <message>
        <source>The road goes on…</source>
        <translation>Droga wiedzie dalej…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1 a computer player</extracomment>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>To use an amulet or an ability, switch it on below first.</source>
        <translation>Aby użyć amuletu lub zdolności, najpierw włącz odpowiedni przełącznik poniżej.</translation>
    </message>
    <message>
        <source>Choose a stop</source>
        <translation>Wybierz pole</translation>
    </message>
    <message>
        <source>Choose above</source>
        <translation>Wybierz powyżej</translation>
    </message>
    <message>
        <source>Click the traveller you want to keep.</source>
        <translation>Kliknij kartę podróżnika, którą chcesz zatrzymać.</translation>
    </message>
    <message>
        <source>Click a lit stop to travel there; point at any stop to see what it gives, or why it is closed.</source>
        <translation>Kliknij podświetlone pole, aby się tam udać; wskaż dowolne pole, aby zobaczyć, co daje albo dlaczego jest zamknięte.</translation>
    </message>
    <message>
        <source>Click a souvenir to buy it; “Done buying” leaves the village.</source>
        <translation>Kliknij pamiątkę, aby ją kupić; przycisk „Koniec zakupów” kończy pobyt w wiosce.</translation>
    </message>
    <message>
        <source>Click a meal to eat it, or go without with “No meal”.</source>
        <translation>Kliknij posiłek, aby go zjeść, albo zrezygnuj z jedzenia przyciskiem „Bez posiłku”.</translation>
    </message>
    <message>
        <source>Take the free meal, or choose one at the inn.</source>
        <translation>Weź darmowy posiłek albo wybierz inny w karczmie.</translation>
    </message>
    <message>
        <source>Click how many coins to give.</source>
        <translation>Kliknij, ile monet chcesz ofiarować.</translation>
    </message>
    <message>
        <source>Click the effect to take at this stop.</source>
        <translation>Kliknij efekt, który wybierasz na tym polu.</translation>
    </message>
    <message>
        <source>Click the encounter to keep.</source>
        <translation>Kliknij spotkanie, które chcesz zatrzymać.</translation>
    </message>
    <message>
        <source>Click the panorama that gets its next part.</source>
        <translation>Kliknij panoramę, która dostanie następną część.</translation>
    </message>
    <message>
        <source>Click the legendary object to buy.</source>
        <translation>Kliknij legendarny przedmiot, który chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the amulet to buy.</source>
        <translation>Kliknij amulet, który chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the calligraphy to buy.</source>
        <translation>Kliknij kaligrafię, którą chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the bath house to buy it.</source>
        <translation>Kliknij łaźnię, aby ją kupić.</translation>
    </message>
    <message>
        <source>Open the market</source>
        <translation>Otwórz targ</translation>
    </message>
    <message>
        <source>Meet the traveller</source>
        <translation>Spotkaj nieznajomego</translation>
    </message>
    <message>
        <source>Take the bath</source>
        <translation>Wykąp się</translation>
    </message>
    <message>
        <source>See the meals</source>
        <translation>Zobacz posiłki</translation>
    </message>
    <message>
        <source>Set off</source>
        <translation>Wyrusz</translation>
    </message>
    <message>
        <source>Draw the amulet</source>
        <translation>Dobierz amulet</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Rzuć kością</translation>
    </message>
    <message>
        <source>“%1” turns them over.</source>
        <extracomment>under the backs of cards still to come: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Przycisk „%1” je odkryje.</translation>
    </message>
    <message>
        <source>Press “%1” when you are ready.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Kiedy zechcesz, naciśnij „%1”.</translation>
    </message>
    <message>
        <source>“%1” goes on; until then Undo still takes your move back.</source>
        <extracomment>the hint while a drawn card or a roll waits: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Przycisk „%1” prowadzi dalej; do tego czasu możesz jeszcze cofnąć ruch przyciskiem „Cofnij”.</translation>
    </message>
    <message>
        <source>Press “%1” to go on.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Naciśnij „%1”, aby kontynuować.</translation>
    </message>
    <message>
        <source>Edo at last</source>
        <translation>Wreszcie Edo</translation>
    </message>
    <message>
        <source>The score sheet shows how every point was won.</source>
        <translation>Punktacja pokazuje, skąd wziął się każdy punkt.</translation>
    </message>
    <message>
        <source>The journey is over.</source>
        <translation>Podróż dobiegła końca.</translation>
    </message>
    <message>
        <source>Not enough coins</source>
        <translation>Za mało monet</translation>
    </message>
    <message>
        <source>Choose your traveller</source>
        <translation>Wybierz podróżnika</translation>
    </message>
    <message>
        <source>The travellers are dealt face down.</source>
        <translation>Karty podróżników rozdano zakryte.</translation>
    </message>
    <message>
        <source>Move the neutral traveller</source>
        <translation>Przesuń neutralnego podróżnika</translation>
    </message>
    <message>
        <source>Click a lit stop to move the neutral traveller</source>
        <translation>Kliknij podświetlone pole, aby przesunąć neutralnego podróżnika</translation>
    </message>
    <message>
        <source>%1: roll for coins</source>
        <extracomment>a button before the move: %1 the Fortune amulet</extracomment>
        <translation>%1: rzuć po monety</translation>
    </message>
    <message>
        <source>Click a lit stop on the road, or join a traveller with Friendship:</source>
        <translation>Kliknij podświetlone pole na drodze albo dołącz do podróżnika dzięki Przyjaźni:</translation>
    </message>
    <message>
        <source>Click a lit stop on the road</source>
        <translation>Kliknij podświetlone pole na drodze</translation>
    </message>
    <message>
        <source>%1 is choosing a stop</source>
        <extracomment>%1 a player, or the neutral traveller</extracomment>
        <translation>%1 wybiera pole</translation>
    </message>
    <message>
        <source>Next inn: %1</source>
        <extracomment>%1 an inn (&quot;First inn&quot;, &quot;Edo&quot;): nobody travels past it</extracomment>
        <translation>Następna karczma: %1</translation>
    </message>
    <message>
        <source>Beside %1</source>
        <extracomment>a stop Friendship lets you share: %1 the traveller standing there</extracomment>
        <translation>Obok: %1</translation>
    </message>
    <message>
        <source>Village market</source>
        <translation>Targ w wiosce</translation>
    </message>
    <message>
        <source>Nothing left on the stall.</source>
        <translation>Na straganie nic nie zostało.</translation>
    </message>
    <message>
        <source>Buy as many as you like, one after another.</source>
        <translation>Kupuj, ile chcesz, jedną po drugiej.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Koniec zakupów</translation>
    </message>
    <message>
        <source>Eaten before</source>
        <translation>Już jedzony</translation>
    </message>
    <message>
        <source>The meals of the inn are hidden from you.</source>
        <translation>Posiłki w karczmie są przed tobą ukryte.</translation>
    </message>
    <message>
        <source>No meal</source>
        <translation>Bez posiłku</translation>
    </message>
    <message>
        <source>Dinner at %1</source>
        <extracomment>the hero&apos;s title at an inn: %1 the inn (&quot;First inn&quot;, &quot;Edo&quot;)</extracomment>
        <translation>Kolacja: %1</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Kolacja</translation>
    </message>
    <message>
        <source>The top card of the meal deck, for free</source>
        <translation>Wierzchnia karta z talii posiłków, za darmo</translation>
    </message>
    <message>
        <source>A free meal is on offer.</source>
        <translation>Czeka darmowy posiłek.</translation>
    </message>
    <message>
        <source>Choose at the inn</source>
        <translation>Wybierz w karczmie</translation>
    </message>
    <message>
        <source>The free meal goes under the deck</source>
        <translation>Darmowy posiłek trafia pod spód talii</translation>
    </message>
    <message>
        <source>Keep one encounter</source>
        <translation>Zatrzymaj jedno spotkanie</translation>
    </message>
    <message>
        <source>Two encounters are drawn; one is kept.</source>
        <translation>Dobrano dwie karty spotkania; jedna zostanie zatrzymana.</translation>
    </message>
    <message>
        <source>Choose a panorama</source>
        <translation>Wybierz panoramę</translation>
    </message>
    <message>
        <source>Given to the temples so far: %1</source>
        <extracomment>%1 a number of coins (&quot;3 coins&quot;)</extracomment>
        <translation>Dotychczasowe datki dla świątyń: %1</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Podróżnicy</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take your last decision back</source>
        <translation>Cofnij swoją ostatnią decyzję</translation>
    </message>
    <message>
        <source>Initiation (first journey)</source>
        <extracomment>an official variant: no traveller tiles, 7 coins each</extracomment>
        <translation>Pierwsza podróż</translation>
    </message>
    <message>
        <source>Return trip</source>
        <extracomment>an official variant: from Edo to Kyoto</extracomment>
        <translation>Podróż powrotna</translation>
    </message>
    <message>
        <source>Gastronomy</source>
        <extracomment>an official variant: one meal fewer at each inn</extracomment>
        <translation>Gastronomia</translation>
    </message>
    <message>
        <source>Preparations</source>
        <extracomment>an official variant: starting coins by the order of departure</extracomment>
        <translation>Przygotowania</translation>
    </message>
    <message>
        <source>Crossroads expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Dodatek Rozstaje</translation>
    </message>
    <message>
        <source>Rare and precious</source>
        <extracomment>a Crossroads variant: fewer cards of each new type</extracomment>
        <translation>Rzadkie i cenne</translation>
    </message>
    <message>
        <source>Good luck</source>
        <extracomment>a Crossroads variant: a random amulet at the start for 1 coin</extracomment>
        <translation>Powodzenia</translation>
    </message>
    <message>
        <source>No traveller tiles: everyone sets off with 7 coins.</source>
        <translation>Bez kart podróżników: każdy wyrusza z 7 monetami.</translation>
    </message>
    <message>
        <source>Travel the road the other way, from Edo.</source>
        <translation>Przemierz drogę w przeciwnym kierunku, wyruszając z Edo.</translation>
    </message>
    <message>
        <source>The first arrival at an inn draws one meal fewer.</source>
        <translation>Pierwsza osoba przybywająca do karczmy dobiera o jeden posiłek mniej.</translation>
    </message>
    <message>
        <source>Starting coins change with the order of departure: the last to leave gets more.</source>
        <translation>Liczba monet na start zależy od kolejności wyruszania: kto wyrusza później, dostaje więcej.</translation>
    </message>
    <message>
        <source>A second option at every stop but the inns, and six new travellers.</source>
        <translation>Druga możliwość na każdym polu poza karczmami, a do tego sześciu nowych podróżników.</translation>
    </message>
    <message>
        <source>Only a few cards of each Crossroads type are in the game.</source>
        <translation>W grze jest tylko kilka kart każdego nowego rodzaju z dodatku Rozstaje.</translation>
    </message>
    <message>
        <source>Before departure, each traveller may pay 1 coin for a random amulet.</source>
        <translation>Przed wyruszeniem każdy podróżnik może zapłacić 1 monetę za losowy amulet.</translation>
    </message>
    <message>
        <source>There is no such stop on the road.</source>
        <translation>Na drodze nie ma takiego pola.</translation>
    </message>
    <message>
        <source>This stop is not ahead of the traveller: the road only leads forward.</source>
        <translation>To pole nie leży przed podróżnikiem: droga prowadzi tylko naprzód.</translation>
    </message>
    <message>
        <source>This stop lies beyond the next inn, and every traveller must stop at each inn.</source>
        <translation>To pole leży za następną karczmą, a każdy podróżnik musi się zatrzymać w każdej karczmie.</translation>
    </message>
    <message>
        <source>This stop is full: other travellers hold every space of it.</source>
        <translation>To pole jest pełne: wszystkie jego miejsca zajmują inni podróżnicy.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village.</source>
        <translation>Aby zatrzymać się w wiosce, potrzebujesz co najmniej 1 monety.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins.</source>
        <translation>Aby zatrzymać się w świątyni, potrzebujesz co najmniej 1 monety: datek to od 1 do 3 monet.</translation>
    </message>
    <message>
        <source>You have already completed this panorama.</source>
        <translation>Masz już ukończoną tę panoramę.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty: there is nothing to buy in this village.</source>
        <translation>Talia pamiątek jest pusta: w tej wiosce nie ma nic do kupienia.</translation>
    </message>
    <message>
        <source>The encounter deck is empty: nobody is left to meet here.</source>
        <translation>Talia spotkań jest pusta: nie ma tu już kogo spotkać.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty.</source>
        <translation>Talia gorących źródeł jest pusta.</translation>
    </message>
    <message>
        <source>It is another traveller&apos;s turn.</source>
        <translation>Teraz kolej innego podróżnika.</translation>
    </message>
    <message>
        <source>The Tokaido game data could not be loaded; reinstall Tabibito.</source>
        <translation>Nie udało się wczytać danych gry Tokaido; zainstaluj Tabibito ponownie.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village, for a souvenir or a legendary object.</source>
        <translation>Aby zatrzymać się w wiosce, potrzebujesz co najmniej 1 monety – na pamiątkę lub legendarny przedmiot.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple, to give it or to buy an amulet.</source>
        <translation>Aby zatrzymać się w świątyni, potrzebujesz co najmniej 1 monety – na datek lub zakup amuletu.</translation>
    </message>
    <message>
        <source>You have already completed this panorama, and no cherry tree is left.</source>
        <translation>Masz już ukończoną tę panoramę, a nie została żadna wiśnia.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty, and you cannot pay for any legendary object left.</source>
        <translation>Talia pamiątek jest pusta, a na żaden z pozostałych legendarnych przedmiotów cię nie stać.</translation>
    </message>
    <message>
        <source>The encounter deck is empty, and you cannot buy a calligraphy.</source>
        <translation>Talia spotkań jest pusta, a nie możesz kupić kaligrafii.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty, and you cannot buy a bath house.</source>
        <translation>Talia gorących źródeł jest pusta, a nie możesz kupić łaźni.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an Annaibito (guide) card and the panorama it shows: &quot;Annaibito (Sea panorama)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>most generous</source>
        <extracomment>score detail of the temple ranking: the donor of the most coins</extracomment>
        <translation>najhojniejszy datek</translation>
    </message>
    <message>
        <source>second most generous</source>
        <extracomment>score detail of the temple ranking (dense ranking: ties share a place)</extracomment>
        <translation>drugi najhojniejszy datek</translation>
    </message>
    <message>
        <source>third most generous</source>
        <extracomment>score detail of the temple ranking</extracomment>
        <translation>trzeci najhojniejszy datek</translation>
    </message>
    <message>
        <source>another donor</source>
        <extracomment>score detail of the temple ranking: any donor after the third place</extracomment>
        <translation>inny datek</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>two short facts side by side in a score-sheet cell: &quot;5 coins on the temples · most generous&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <extracomment>two things together: the sizes of two souvenir sets in a score detail (&quot;4 + 1&quot;), or two switches a tile needs on at once (&quot;Devotion + Zen-emon: for 1 coin&quot;)</extracomment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>a panorama in a score detail: %1 the parts taken, %2 the parts it has (&quot;2/4&quot;)</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a card and how many of it, in a list: %1 its name, %2 how many (&quot;Samurai ×2&quot;)</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Cherry tree</source>
        <translation>Wiśnia</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>Łaźnia</translation>
    </message>
    <message>
        <source>Gaming room</source>
        <translation>Salon gier</translation>
    </message>
    <message>
        <source>Hot spring card</source>
        <translation>Karta gorącego źródła</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1 (%2, %n moneta)</numerusform>
            <numerusform>%1 (%2, %n monety)</numerusform>
            <numerusform>%1 (%2, %n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1 (%n moneta)</numerusform>
            <numerusform>%1 (%n monety)</numerusform>
            <numerusform>%1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 bierze %n monetę.</numerusform>
            <numerusform>%1 bierze %n monety.</numerusform>
            <numerusform>%1 bierze %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1 bierze część nr %n (%2): %n punkt.</numerusform>
            <numerusform>%1 bierze część nr %n (%2): %n punkty.</numerusform>
            <numerusform>%1 bierze część nr %n (%2): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punkt.</numerusform>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punkty.</numerusform>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1 ofiarowuje świątyni %n monetę: %n punkt.</numerusform>
            <numerusform>%1 ofiarowuje świątyni %n monety: %n punkty.</numerusform>
            <numerusform>%1 ofiarowuje świątyni %n monet: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1 kupuje %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 kupuje %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 kupuje %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1 dostaje %2 za darmo: %n punkt.</numerusform>
            <numerusform>%1 dostaje %2 za darmo: %n punkty.</numerusform>
            <numerusform>%1 dostaje %2 za darmo: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n moneta.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n monety.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 kąpie się w gorącym źródle: %n punkt.</numerusform>
            <numerusform>%1 kąpie się w gorącym źródle: %n punkty.</numerusform>
            <numerusform>%1 kąpie się w gorącym źródle: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 spotyka samuraja: %n punkt.</numerusform>
            <numerusform>%1 spotyka samuraja: %n punkty.</numerusform>
            <numerusform>%1 spotyka samuraja: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monetę.</numerusform>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monety.</numerusform>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punkt.</numerusform>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punkty.</numerusform>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 zjada %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 zjada %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 zjada %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 zjada %2 za darmo: %n punkt.</numerusform>
            <numerusform>%1 zjada %2 za darmo: %n punkty.</numerusform>
            <numerusform>%1 zjada %2 za darmo: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 bierze wiśnię: %n punkt i %2.</numerusform>
            <numerusform>%1 bierze wiśnię: %n punkty i %2.</numerusform>
            <numerusform>%1 bierze wiśnię: %n punktów i %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 kupuje łaźnię: %n punkt.</numerusform>
            <numerusform>%1 kupuje łaźnię: %n punkty.</numerusform>
            <numerusform>%1 kupuje łaźnię: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1 stawia %n monetę i wyrzuca %2: stawka przepada.</numerusform>
            <numerusform>%1 stawia %n monety i wyrzuca %2: stawka przepada.</numerusform>
            <numerusform>%1 stawia %n monet i wyrzuca %2: stawka przepada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1 stawia %n monetę i wyrzuca %2: stawka wraca.</numerusform>
            <numerusform>%1 stawia %n monety i wyrzuca %2: stawka wraca.</numerusform>
            <numerusform>%1 stawia %n monet i wyrzuca %2: stawka wraca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monetę.</numerusform>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monety.</numerusform>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n moneta.</numerusform>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n monety.</numerusform>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1: %n punkt</numerusform>
            <numerusform>%1: %n punkty</numerusform>
            <numerusform>%1: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem – przy remisie decydują karty osiągnięć (%2)!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami – przy remisie decydują karty osiągnięć (%2)!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami – przy remisie decydują karty osiągnięć (%2)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>Wspólne zwycięstwo (%n punkt): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punkty): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punktów): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>%n gorące źródło</numerusform>
            <numerusform>%n gorące źródła</numerusform>
            <numerusform>%n gorących źródeł</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%n zestaw: %1</numerusform>
            <numerusform>%n zestawy: %1</numerusform>
            <numerusform>%n zestawów: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>posiłki warte łącznie %n monetę</numerusform>
            <numerusform>posiłki warte łącznie %n monety</numerusform>
            <numerusform>posiłki warte łącznie %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>%n moneta w świątyniach</numerusform>
            <numerusform>%n monety w świątyniach</numerusform>
            <numerusform>%n monet w świątyniach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>%n posiłek w karczmie</numerusform>
            <numerusform>%n posiłki w karczmie</numerusform>
            <numerusform>%n posiłków w karczmie</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>a gain: %1 a number beside its icon (&quot;+3&quot;) or an amount (&quot;+3 points&quot;, &quot;+1 coin&quot;)</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <extracomment>a loss: %1 a number beside its icon (&quot;−2&quot;) or an amount (&quot;−2 coins&quot;)</extracomment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Choose your traveller: keep one of the two tiles.</source>
        <translation>Wybierz podróżnika: zatrzymaj jedną z dwóch kart.</translation>
    </message>
    <message>
        <source>Choose a stop ahead for your traveller.</source>
        <translation>Wybierz pole przed swoim podróżnikiem.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple.</source>
        <translation>Złóż w świątyni datek od 1 do 3 monet.</translation>
    </message>
    <message>
        <source>Buy souvenirs from the village display, or leave the village.</source>
        <translation>Kup pamiątki wyłożone w wiosce albo opuść wioskę.</translation>
    </message>
    <message>
        <source>Keep one of the two encounters.</source>
        <translation>Zatrzymaj jedno z dwóch spotkań.</translation>
    </message>
    <message>
        <source>Choose the panorama that gets its next part.</source>
        <translation>Wybierz panoramę, która dostanie następną część.</translation>
    </message>
    <message>
        <source>Take the free meal, or turn it down and buy one from the inn.</source>
        <translation>Weź darmowy posiłek albo go odrzuć i kup inny w karczmie.</translation>
    </message>
    <message>
        <source>Buy one meal you have not eaten yet, or go without.</source>
        <translation>Kup posiłek, którego jeszcze nie było w twojej podróży, albo zrezygnuj z jedzenia.</translation>
    </message>
    <message>
        <source>Choose the usual effect of the stop or its Crossroads option.</source>
        <translation>Wybierz zwykły efekt pola albo opcję Rozstajów.</translation>
    </message>
    <message>
        <source>Choose a legendary object to buy.</source>
        <translation>Wybierz legendarny przedmiot do kupienia.</translation>
    </message>
    <message>
        <source>Choose an amulet to buy.</source>
        <translation>Wybierz amulet do kupienia.</translation>
    </message>
    <message>
        <source>Choose a calligraphy to buy.</source>
        <translation>Wybierz kaligrafię do kupienia.</translation>
    </message>
    <message>
        <source>Buy a bath house.</source>
        <translation>Kup łaźnię.</translation>
    </message>
    <message>
        <source>You lead: use the Vitality amulet to move again, or keep it?</source>
        <translation>Prowadzisz: użyć amuletu Witalność, aby ruszyć się jeszcze raz, czy go zachować?</translation>
    </message>
    <message>
        <source>Pay 1 coin for a random amulet before setting off?</source>
        <translation>Zapłacić 1 monetę za losowy amulet przed wyruszeniem?</translation>
    </message>
    <message>
        <source>Bet 1 coin on the fortune die, or not?</source>
        <translation>Postawić 1 monetę na kość szczęścia czy nie?</translation>
    </message>
    <message>
        <source>Your traveller leads: move the neutral traveller to a stop ahead.</source>
        <translation>Twój podróżnik prowadzi: przesuń neutralnego podróżnika na pole przed nim.</translation>
    </message>
    <message>
        <source>%1: choose its usual effect or its Crossroads option.</source>
        <extracomment>prompt at a stop with Crossroads: %1 the stop (&quot;Temple&quot;, &quot;Sea panorama&quot;…)</extracomment>
        <translation>%1: wybierz zwykły efekt pola albo opcję Rozstajów.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Podejmij decyzję.</translation>
    </message>
    <message>
        <source>%1 arrives at the first inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do pierwszej karczmy.</translation>
    </message>
    <message>
        <source>%1 arrives at the second inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do drugiej karczmy.</translation>
    </message>
    <message>
        <source>%1 arrives at the third inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do trzeciej karczmy.</translation>
    </message>
    <message>
        <source>%1 reaches the final inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;; the end of the road</extracomment>
        <translation>%1 dociera do ostatniej karczmy.</translation>
    </message>
    <message>
        <source>%1 stops at a village.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się w wiosce.</translation>
    </message>
    <message>
        <source>%1 stops at a temple.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się w świątyni.</translation>
    </message>
    <message>
        <source>%1 stops for an encounter.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się na spotkanie.</translation>
    </message>
    <message>
        <source>%1 stops at a rice paddy panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie pola ryżowego.</translation>
    </message>
    <message>
        <source>%1 stops at a mountain panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie gór.</translation>
    </message>
    <message>
        <source>%1 stops at a sea panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie morza.</translation>
    </message>
    <message>
        <source>%1 stops at a hot spring.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy gorącym źródle.</translation>
    </message>
    <message>
        <source>%1 stops at a farm.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się na farmie.</translation>
    </message>
    <message>
        <source>The neutral traveller</source>
        <extracomment>the neutral traveller as the subject of a log sentence, at its start: &quot;%1 stops at a farm.&quot;</extracomment>
        <translation>Neutralny podróżnik</translation>
    </message>
    <message>
        <source>The neutral traveller stops at a temple and puts a coin from the bank on it.</source>
        <translation>Neutralny podróżnik zatrzymuje się w świątyni i kładzie w niej monetę z banku.</translation>
    </message>
    <message>
        <source>%1 stops at: %2.</source>
        <extracomment>log: %1 a player, %2 a kind of stop</extracomment>
        <translation>%1 zatrzymuje się na polu: %2.</translation>
    </message>
    <message>
        <source>The journey begins. In order of departure: %1.</source>
        <extracomment>log: %1 lists the travellers in the order they leave (&quot;Ann (Kinko, 7 coins), …&quot;)</extracomment>
        <translation>Podróż się zaczyna. Kolejność wyruszania: %1.</translation>
    </message>
    <message>
        <source>%1 meets a Shokunin, who gives a souvenir from the deck.</source>
        <extracomment>log: %1 a player; the craftsman&apos;s souvenir follows on the next line</extracomment>
        <translation>%1 spotyka rzemieślnika (Shokunin), który daje pamiątkę z talii.</translation>
    </message>
    <message>
        <source>%1 meets an Annaibito, who shows the %2.</source>
        <extracomment>log: %1 a player, %2 the panorama the guide shows (&quot;Sea panorama&quot;); the part it gives follows on the next line</extracomment>
        <translation>%1 spotyka przewodnika (Annaibito), który pokazuje: %2.</translation>
    </message>
    <message>
        <source>%1 meets: %2.</source>
        <extracomment>log: %1 a player, %2 an encounter card</extracomment>
        <translation>%1 spotyka: %2.</translation>
    </message>
    <message>
        <source>%1 takes the usual effect of the stop.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 wybiera zwykły efekt pola.</translation>
    </message>
    <message>
        <source>%1 takes the Crossroads option.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 wybiera opcję Rozstajów.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the Crossroads option first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 wykonuje oba efekty pola, najpierw opcję Rozstajów.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the usual one first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 wykonuje oba efekty pola, najpierw zwykły.</translation>
    </message>
    <message>
        <source>%1 is dealt %2 and %3: keep one.</source>
        <extracomment>log: %1 a player, %2 and %3 two travellers&apos; names</extracomment>
        <translation>%1 dostaje karty: %2 i %3. Zatrzymaj jedną.</translation>
    </message>
    <message>
        <source>%1 is dealt two travellers.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 dostaje dwie karty podróżników.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>log: %1 a player, %2 a traveller&apos;s name</extracomment>
        <translation>%1 wybiera: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a traveller.</source>
        <translation>%1 ma już wybranego podróżnika.</translation>
    </message>
    <message>
        <source>%1 draws %2 and keeps one.</source>
        <extracomment>log, Yoshiyasu&apos;s ability: %1 a player, %2 a list of encounter cards</extracomment>
        <translation>%1 dobiera karty: %2 – zatrzymuje jedną.</translation>
    </message>
    <message>
        <source>%1 draws two encounters and keeps one.</source>
        <translation>%1 dobiera dwie karty spotkania i zatrzymuje jedną.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn: %2.</source>
        <extracomment>log: %1 a player, %2 the list of meals left at the inn</extracomment>
        <translation>%1 ogląda posiłki w karczmie: %2.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn.</source>
        <translation>%1 ogląda posiłki w karczmie.</translation>
    </message>
    <message>
        <source>%1 is offered %2 for free.</source>
        <extracomment>log, Satsuki&apos;s ability: %1 a player, %2 a dish</extracomment>
        <translation>%1 może dostać za darmo: %2.</translation>
    </message>
    <message>
        <source>%1 is offered a free meal.</source>
        <translation>%1 może dostać darmowy posiłek.</translation>
    </message>
    <message>
        <source>%1 takes the %2 amulet, hidden from the others.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;); the others do not see which</extracomment>
        <translation>%1 bierze amulet „%2”, ukryty przed innymi.</translation>
    </message>
    <message>
        <source>Journey&apos;s end at the final inn. %1</source>
        <extracomment>log: %1 lists every traveller&apos;s total (&quot;Ann: 62 points, …&quot;)</extracomment>
        <translation>Koniec podróży w ostatniej karczmie. %1</translation>
    </message>
    <message>
        <source>%1 looks at the souvenirs of the village: %2.</source>
        <extracomment>log: %1 a player, %2 the list of the three souvenirs on display</extracomment>
        <translation>%1 ogląda pamiątki w wiosce: %2.</translation>
    </message>
    <message>
        <source>For the neutral traveller, %1 puts a meal of the inn under the deck unseen.</source>
        <extracomment>log, two players: %1 the player who moved the neutral traveller to the inn</extracomment>
        <translation>Za neutralnego podróżnika %1 odkłada w ciemno jeden posiłek z karczmy pod spód talii.</translation>
    </message>
    <message>
        <source>%1 does not eat at this inn.</source>
        <translation>%1 nie je w tej karczmie.</translation>
    </message>
    <message>
        <source>%1 uses the %2 amulet.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;)</extracomment>
        <translation>%1 używa amuletu „%2”.</translation>
    </message>
    <message>
        <source>%1 takes an amulet.</source>
        <extracomment>log: %1 a player; which amulet stays hidden</extracomment>
        <translation>%1 bierze amulet.</translation>
    </message>
    <message>
        <source>%1 buys the calligraphy %2, which scores at the end.</source>
        <extracomment>log: %1 a player, %2 a calligraphy (&quot;Patience&quot;)</extracomment>
        <translation>%1 kupuje kaligrafię „%2”, punktowaną na koniec gry.</translation>
    </message>
</context>
</TS>
