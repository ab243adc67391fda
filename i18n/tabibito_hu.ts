<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <translation>Tervező: %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <translation>Kiadó: %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <translation>Kiadó: %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <translation>Kiegészítő: %1 (%2)</translation>
    </message>
    <message>
        <source>Coming soon to Tabibito</source>
        <translation>Hamarosan a Tabibitóban</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <translation>Japán-utazós társasjátékok internet nélkül, egyedül vagy együtt.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation>Az alkalmazás minden illusztrációja kifejezetten hozzá készült; a játékok a szerzőik és a kiadóik tulajdonában vannak.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation>A Tabibito névjegye</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Verzió: %1</translation>
    </message>
</context>
<context>
    <name>ComingSoonTile</name>
    <message>
        <source>Coming soon</source>
        <translation>Hamarosan</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Várakozás: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <translation>Ezt még visszaveheted a Visszavonás gombbal.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te jössz</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Te jössz, %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Add át az eszközt: %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation>Most csak %1 nézze a képernyőt. A kártyái rejtve maradnak, amíg nem áll készen.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>%1 vagyok: mutasd a lépésemet</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Utolsó lépés visszavonása</translation>
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
        <translation>Járd végig a Keleti-tengeri utat Kiotótól Edóig, és gyűjtsd össze útközben a látnivalókat.</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Irány Japán!</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto from the cards you draft.</source>
        <translation>Tervezz meg egy hetet Tokióban és Kiotóban a draftolt kártyáidból.</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 játékos</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation>Egyedül vagy legfeljebb %1 játékos</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 játékos</translation>
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
        <translation>Japán-utazós társasjátékok internet nélkül: játssz egyedül a gép ellen, vagy adjátok körbe a képernyőt az asztalnál.</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Nincs telepített játék.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation>A játékot nem sikerült elindítani.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Új játékot kezdesz?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <translation>Az éppen folyó játék itt véget ér. Ha később folytatni szeretnéd, előbb mentsd el.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>Előbb mentés…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Új játék kezdése</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation>Tabibito mentett játékok (*.tabibito);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>„%1” megnyitása nem sikerült.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation>Tabibito mentett játékok (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation>„%1” mentése nem sikerült.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Mentve: „%1”.</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1, mentve: %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Másik játékot nyitsz meg?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <translation>Másik játék megnyitása</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Meg&amp;nyitás…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Kezdőlap</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>K&amp;ilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Újra</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation>A Tabibito &amp;névjegye</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
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
        <translation>A fájl nem olvasható. Ellenőrizd, hogy megvan-e még, és van-e jogod megnyitni.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation>Ez a mentett játék sérült, nem tölthető be.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation>Ez a mentett játék hiányos: írás vagy másolás közben megszakadt.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation>Ez a fájl nem Tabibito-mentés.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <translation>Ez a fájl túl nagy ahhoz, hogy Tabibito-mentés legyen.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation>Ezt a játékot a Tabibito egy újabb verziója mentette. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation>Ez a mentés olyan játékhoz tartozik, amely a Tabibito ezen verziójában nem érhető el (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation>Ez a mentett játék szabályt sért (%1. lépés), ezért nem játszható vissza.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <translation>%1: ezt a játékot újabb szabályokkal mentették, mint amelyeket a Tabibito ezen verziója ismer. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <translation>Ez a mentett játék visszajátszva nem a mentett játékot adja ki: módosították, vagy megsérült.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Minden játékosnak adj nevet.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <translation>A játékos neve legfeljebb %1 karakterből állhat.</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <translation>A játékos neve nem tartalmazhat vezérlőkaraktert vagy láthatatlan karaktert.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation>%1: nincs „%2” nevű beállítás.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation>„%1” nem érvényes érték ehhez a beállításhoz: „%2”.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation>A beállításokat KULCS=ÉRTÉK alakban add meg, ne így: „%1”.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1 – %2–%3 játékossal játszható, %4 játékossal nem.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation>%2: a gépi játékosoknak nincs „%1” szintje.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation>Adj meg minden helyhez egy gépi szintet, vagy egyetlen szintet mindegyiknek.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation>A szimulálandó játékok száma legalább egy legyen.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation>A Tabibito ezen verziójában nincs „%1” játék.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nem te jössz.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem megengedett.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation>Várj egy kicsit: egy gépi játékos dönt.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation>Előbb add át az eszközt a következő játékosnak.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation>A játékot nem sikerült menteni (%1). A játék folytatódik; próbálj másik mappát.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation>%1 nem jeleníthető meg: ebben a verzióban nincs hozzá tábla.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation>Egy gépi játékos nem tudott dönteni. Mentsd el a játékot, és jelezd a hibát.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Hiba történt (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Gép: könnyű</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Gép: normál</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Gép: nehéz</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>%1. játékos</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Új játék: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation>Ha üresen hagyod, a szürke név marad</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation>Be</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Rajzolj egy szakaszt a kártya szimbólumával jelölt állomásig, vagy passzolj.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Rajzolj még egy szakaszt egyenesen tovább, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Tedd meg a lépésedet.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Tokió térképét nem sikerült betölteni; telepítsd újra a Tabibitót.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title.</extracomment>
        <translation>
            <numerusform>%1 — %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name.</extracomment>
        <translation>
            <numerusform>%1 nyert %n ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names.</extracomment>
        <translation>
            <numerusform>Közös győzelem %n ponttal: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Rajzolj négy metróvonalat Tokión át, kártyáról kártyára.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>kör</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>háromszög</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>négyzet</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>ötszög</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>kék</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>lila</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>barna</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>zöld vonal</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Kör szimbólumú állomás</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Háromszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Négyzet szimbólumú állomás</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Ötszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Háromszög</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Négyzet</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Ötszög</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Dzsóker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Váltó</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>felszíni</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>metró</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Dzsóker + dupla vágány</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Dupla állomás</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Egyenesen tovább</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>A kártya dzsókerként működik: bármilyen szimbólum jó, és a szakaszt egy másik színű szakaszra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>A szakasz a vonalad bármelyik állomásáról indulhat.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Az elért állomás kétszer számít a kerületében.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Rajzolás után még egy szakaszt rajzolhatsz egyenesen tovább.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Érd el mind a 8 zöld állomást</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Legalább 4 állomás, ahol 3 vagy több vonal találkozik</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Egy állomás, ahol 5 vonal találkozik</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Állomás mind a 13 kerületben</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Mind a 8 turistapecsét</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>1. vonal</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>2. vonal</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>3. vonal</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>4. vonal</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Átszállóhelyek</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Turistapecsétek</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Kihagyott zöld állomások</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Célok</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Szimbólum- és hatáskártyák</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Közös célok</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>sarokkerület</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>szélső kerület</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>belső kerület</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>központi kerület</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Gyakornok</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Jegyellenőr</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>Metróvezető</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Állomásfőnök</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Hálózattervező</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>A tokiói metró legendája</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Ez a szakasz keresztezne egy már megrajzolt vonalat.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>A vonalad már érinti ezt az állomást.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Ezen az állomáson nem a kártya szimbóluma látható.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>A szakasz nem haladhat át állomáson.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Ezt a két állomást nem köti össze szaggatott vezetővonal.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>A szakasznak a vonalad egyik végéről kell indulnia.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Itt már van szakasz; egy másik színű vonal mentén csak a dzsóker dupla vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Ennek az állomásnak a szimbóluma: %1; a kártyáé: %2.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Ez a szakasz keresztezné a zöld vonalat.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Ez a szakasz keresztezné a %1 vonalat.</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>A vonalad már érinti ezt az állomást (szimbóluma: %1).</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>A vonalad már halad ezen a szakaszon.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Ezen a szakaszon már a %1 vonal halad; mellette csak a dzsóker dupla vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Ezen a szakaszon már két vonal halad.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>A zöld vonal mentén csak a dzsóker dupla vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Ezt az állomást (szimbóluma: %1) nem köti össze szaggatott vezetővonal a vonalad egyik állomásával sem.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Ezt az állomást (szimbóluma: %1) nem köti össze szaggatott vezetővonal a vonalad egyik végével sem.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Ez a szakasz áthaladna a köztes állomáson (szimbóluma: %1).</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>A vonaladnak több állomásáról is eljuthatsz ide: kattints arra, amelyikről rajzolni szeretnél.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Kattints egy kivilágított állomásra, hogy odáig rajzold a szakaszt.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Ehhez a kártyához már megrajzoltad a szakaszt: vond vissza, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>A plusz szakasznak egyenesen kell továbbhaladnia.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Ennél a kártyánál már döntöttél.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>A forduló vonalának egyik állomásáról indulj.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>%1. vonal · %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Forduló: %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>Hátralévő metrókártyák: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n kihagyott zöld állomás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n turistapecsét</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 %2 vonala: %n kerület × %3 = %4 pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Értékelés %1 pont alapján: haladó modulonként %2 ponttal kevesebb (%n modul).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>%1. forduló kezdődik.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>%1. forduló kezdődik. Az első %2 szimbólumú kártya hatása: „%3”.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Felfordított kártya: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rajzolt egy %2 szakaszt dupla vágányon egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rajzolt egy %2 szakaszt egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 passzolt.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>„%1” érvényes erre a %2 szimbólumú kártyára.</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Vége a játéknak. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>%1 térképlapja</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Kattints, hogy idáig rajzold a szakaszt.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Kattints, hogy innen induljon a szakasz.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Ezzel a kártyával nem rajzolhatsz szakaszt: passzolj.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Erről az állomásról ezzel a kártyával nem rajzolhatsz szakaszt.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Egyenesen tovább: rajzolhatsz még egy szakaszt ugyanabba az irányba, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Egyenesen tovább: előtted el van zárva az út. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Szakasz megrajzolva. A Visszavonás gombbal visszaveheted, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Szakasz megrajzolva. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>A zöld vonalon</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>A %1 vonal kezdőállomása</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Megszerezve</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Kezdőállomás: %1. vonal (%2 ceruza)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Mind a négy vonal elkészült. Válassz lent egy lapot a térképek összehasonlításához.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>%1 ceruza: %2. vonal</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Bármilyen szimbólum; a szakaszt egy másik színű vonalra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Váltó: indulj a vonalad bármelyik állomásáról.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>A váltó túl korán jött a fordulóban: nincs elágazás.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Állomások 3 vonallal: %1 (egyenként %4 pont)
4 vonallal: %2 (egyenként %5 pont)
5 vonallal: %3 (egyenként %6 pont)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Első %1 szimbólumú kártya: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Passzoltál. A Visszavonás gombbal visszavonhatod, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Passzoltál. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Erre a kártyára érvényes.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>A fordulóban már érvényesült.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>A kártyája még nem fordult fel.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Közös cél: a pontjait minden lap megkapja, amelyik teljesíti.</translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation>%1 %2 (+%3)</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>A forduló eddigi kártyái:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Ezzel a kártyával nem rajzolsz semmit.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Következő kártya</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Megtartod a szakaszt, és felfordítod a következő kártyát.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Visszaveszed a szakaszodat (a következő kártya felfordításáig lehetséges).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Térképlap:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1 alatt</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1 fölött</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Szólóértékelés: %1 (%2)</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>A gépi játékosok rajzolnak…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Egy másik játékos lapját nézed.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Várakozás a többi játékosra.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>Az utolsó forduló kártyái:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Kétszer számít a kerületében (dupla állomás).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n kerület</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n állomás (a legtöbb egy kerületben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points</extracomment>
        <translation>
            <numerusform>%1: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turistapecsét: %n pont, ha van átszállóhely ebben a sarokkerületben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turistapecsét: %n pont, ha van átszállóhely ebben a szélső kerületben</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>METRÓ</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Célkártya teljesítve!</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation>A játékod vár rád</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Vissza a játékhoz</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>A legutóbbi játék folytatása</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Eddigi pontszámok</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Tábla megtekintése</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Még egy játék</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <translation>A pontokat a játék végén számoljuk össze.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 nyert!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Közös győzelem: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animációk</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation>Az animációk azt is meghatározzák, mennyi szünetet tartanak a gépi játékosok a lépéseik között.</translation>
    </message>
</context>
</TS>
