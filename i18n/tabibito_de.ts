<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <translation>Entworfen von %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <translation>Erschienen bei %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <translation>Erschienen bei %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <translation>Erweiterung: %1 (%2)</translation>
    </message>
    <message>
        <source>Coming soon to Tabibito</source>
        <translation>Demnächst in Tabibito</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <translation>Brettspiele rund ums Reisen in Japan, offline spielbar – allein oder gemeinsam.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation>Alle Grafiken dieser App wurden eigens für sie gezeichnet; die Spiele gehören ihren Autoren und Verlagen.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation>Über Tabibito</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>ComingSoonTile</name>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <translation>Du kannst das noch mit „Rückgängig“ zurücknehmen.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>%1, du bist am Zug</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation>Jetzt darf nur %1 auf den Bildschirm schauen. Die Karten bleiben verdeckt, bis %1 bereit ist.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>Ich bin %1 – zeig mir meinen Zug</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Letzten Zug zurücknehmen</translation>
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
        <translation>Wandere auf der Straße des östlichen Meeres von Kyoto nach Edo und sammle unterwegs Sehenswürdigkeiten.</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Auf nach Japan</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto from the cards you draft.</source>
        <translation>Plane eine Woche in Tokio und Kyoto – mit den Karten, die du draftest.</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation>Solo oder bis zu %1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
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
        <translation>Brettspiele rund ums Reisen in Japan, offline spielbar: allein gegen den Computer oder gemeinsam an einem Bildschirm, der am Tisch herumgereicht wird.</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Es sind keine Spiele installiert.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation>Das Spiel konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <translation>Das laufende Spiel endet hier. Wenn du es später fortsetzen willst, speichere es vorher.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>Vorher speichern…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation>Tabibito-Spielstände (*.tabibito);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>„%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation>Tabibito-Spielstände (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation>„%1“ konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Gespeichert als „%1“.</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1, gespeichert am %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Ein anderes Spiel öffnen?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <translation>Anderes Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>S&amp;tartseite</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation>Ü&amp;ber Tabibito</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
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
        <translation>Die Datei konnte nicht gelesen werden. Prüfe, ob sie noch existiert und ob du sie öffnen darfst.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation>Dieser Spielstand ist beschädigt und kann nicht geladen werden.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation>Dieser Spielstand ist unvollständig: Er wurde beim Schreiben oder Kopieren abgeschnitten.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation>Diese Datei ist kein Tabibito-Spielstand.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <translation>Diese Datei ist zu groß für einen Tabibito-Spielstand.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version von Tabibito gespeichert. Aktualisiere die App, um es zu öffnen.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation>Dieser Spielstand gehört zu einem Spiel, das diese Tabibito-Version nicht enthält (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation>Dieser Spielstand verstößt in Zug %1 gegen die Regeln und kann daher nicht nachgespielt werden.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <translation>Dieser Spielstand von %1 wurde mit neueren Regeln gespeichert, als diese Tabibito-Version kennt. Aktualisiere die App, um ihn zu öffnen.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <translation>Dieser Spielstand ergibt beim Nachspielen nicht das gespeicherte Spiel: Er wurde verändert oder beschädigt.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <translation>Ein Spielername darf höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <translation>Ein Spielername darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation>%1 hat keine Option „%2“.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation>„%1“ ist kein möglicher Wert für die Option „%2“.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation>Gib Optionen als SCHLÜSSEL=WERT an, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1 wird mit %2 bis %3 Spielern gespielt, nicht mit %4.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation>„%1“ ist keine Stufe der Computerspieler von %2.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation>Gib für jeden Platz eine Computerstufe an oder eine Stufe für alle.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation>Es muss mindestens ein Spiel simuliert werden.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation>Diese Tabibito-Version enthält das Spiel „%1“ nicht.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation>Einen Moment: Ein Computerspieler entscheidet gerade.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation>Gib das Gerät zuerst an den nächsten Spieler weiter.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation>Das Spiel konnte nicht gespeichert werden (%1). Du kannst weiterspielen; versuche es mit einem anderen Ordner.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation>%1 kann nicht angezeigt werden: Diese Version hat keinen Spielplan dafür.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation>Ein Computerspieler konnte sich nicht entscheiden. Speichere das Spiel und melde das Problem.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Etwas ist schiefgelaufen (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation>Leer lassen, um den grau angezeigten Namen zu verwenden</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Zeichne einen Abschnitt zu einer Station mit dem Symbol der Karte oder passe.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Zeichne einen weiteren Abschnitt geradeaus oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Mach deinen Zug.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Der Stadtplan von Tokio konnte nicht geladen werden. Installiere Tabibito neu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title.</extracomment>
        <translation>
            <numerusform>%1 — %n Punkt</numerusform>
            <numerusform>%1 — %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name.</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names.</extracomment>
        <translation>
            <numerusform>Geteilter Sieg mit %n Punkt: %1</numerusform>
            <numerusform>Geteilter Sieg mit %n Punkten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Zeichne vier U-Bahn-Linien quer durch Tokio – Karte für Karte.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Pink</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Lila</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Braun</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>grüne Linie</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Kreis-Station</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Dreieck-Station</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Quadrat-Station</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Fünfeck-Station</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Weiche</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>oberirdisch</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>U-Bahn</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Joker + Doppelgleis</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Doppelstation</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Geradeaus</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>Die Karte gilt als Joker: beliebiges Symbol, und der Abschnitt darf als Doppelgleis auf einem Abschnitt einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>Der Abschnitt darf an jeder Station deiner Linie beginnen.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Die erreichte Station zählt in ihrem Bezirk doppelt.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Danach darfst du einen weiteren Abschnitt geradeaus zeichnen.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Alle 8 grünen Stationen erreichen</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Mindestens 4 Stationen, an denen sich 3 oder mehr Linien treffen</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Eine Station, an der sich 5 Linien treffen</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Eine Station in jedem der 13 Bezirke</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Alle 8 Touristenstempel</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>Linie 1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>Linie 2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>Linie 3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>Linie 4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Umsteigebahnhöfe</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Touristenstempel</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Verpasste grüne Stationen</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Symbol- und Effektkarten</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Gemeinsame Ziele</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>Eckbezirk</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Randbezirk</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Innenbezirk</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Zentralbezirk</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Azubi</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Fahrkartenkontrolleur</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>U-Bahn-Fahrer</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Bahnhofsvorsteher</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Netzplaner</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>Legende der Tokioter U-Bahn</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Dieser Abschnitt würde eine bereits gezeichnete Linie kreuzen.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>Deine Linie führt bereits durch diese Station.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Diese Station zeigt nicht das Symbol der Karte.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>Ein Abschnitt darf nicht durch eine Station hindurchführen.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Zwischen diesen beiden Stationen gibt es keine gestrichelte Linie.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>Ein Abschnitt muss an einem Ende deiner Linie beginnen.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Dieser Abschnitt ist schon gezeichnet; nur ein Doppelgleis (Joker) darf entlang einer Linie einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Diese Station zeigt das Symbol „%1“, die Karte „%2“.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Dieser Abschnitt würde die grüne Linie kreuzen.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Dieser Abschnitt würde die Linie in %1 kreuzen.</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>Deine Linie führt bereits durch diese %1-Station.</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>Deine Linie verläuft bereits entlang dieses Abschnitts.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Die Linie in %1 verläuft bereits entlang dieses Abschnitts; nur ein Doppelgleis (Joker) darf ihn mitbenutzen.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Auf diesem Abschnitt verlaufen bereits zwei Linien.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>Nur ein Doppelgleis (Joker) darf entlang der grünen Linie verlaufen.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Keine gestrichelte Linie verbindet diese %1-Station mit einer Station deiner Linie.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Keine gestrichelte Linie verbindet diese %1-Station mit einem Ende deiner Linie.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Dieser Abschnitt würde durch die dazwischenliegende %1-Station führen.</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>Mehrere Stationen deiner Linie führen hierher: Klicke auf die, von der aus du zeichnen willst.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Klicke auf eine hervorgehobene Station, um den Abschnitt bis dorthin zu zeichnen.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Du hast für diese Karte schon einen Abschnitt gezeichnet: Nimm ihn zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>Der zusätzliche Abschnitt muss geradeaus weiterführen.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Du hast dich für diese Karte schon entschieden.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>Beginne an einer Station der Linie dieser Runde.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>Linie %1 · %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>%n U-Bahn-Karte in dieser Runde übrig</numerusform>
            <numerusform>%n U-Bahn-Karten in dieser Runde übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n grüne Station verpasst</numerusform>
            <numerusform>%n grüne Stationen verpasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n Stempel</numerusform>
            <numerusform>%n Stempel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 wertet die Linie in %2: %n Bezirk × %3 = %4 Punkte.</numerusform>
            <numerusform>%1 wertet die Linie in %2: %n Bezirke × %3 = %4 Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Einstufung nach %1 Punkten: %2 weniger für %n Zusatzmodul.</numerusform>
            <numerusform>Einstufung nach %1 Punkten: %2 weniger für jedes der %n Zusatzmodule.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>Runde %1 beginnt. Die erste %2-Karte löst „%3“ aus.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Karte aufgedeckt: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 hat einen Abschnitt in %2 als Doppelgleis zu einer %3-Station gezeichnet.</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 hat einen Abschnitt in %2 zu einer %3-Station gezeichnet.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 hat gepasst.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>„%1“ gilt für diese %2-Karte.</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Spielende. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>Spielblatt von %1</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Klicke, um den Abschnitt bis zu dieser Station zu zeichnen.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Klicke, um den Abschnitt hier zu beginnen.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Mit dieser Karte ist kein Abschnitt möglich: Du musst passen.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Von dieser Station aus ist mit dieser Karte kein Abschnitt möglich.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Geradeaus: Du darfst einen weiteren Abschnitt in dieselbe Richtung zeichnen oder zur nächsten Karte gehen.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Geradeaus: Der Weg ist versperrt. Gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Abschnitt gezeichnet. Nimm ihn mit „Rückgängig“ zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Abschnitt gezeichnet. Gehe weiter zur nächsten Karte.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>Auf der grünen Linie</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>Startstation der Linie in %1</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Erzielt</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Hier beginnt Linie %1 (Buntstift %2)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Alle vier Linien sind gezeichnet. Wähle unten ein Spielblatt, um die Stadtpläne zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>Buntstift %1: Linie %2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Beliebiges Symbol; der Abschnitt darf als Doppelgleis auf einer Linie einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Weiche: Beginne an einer beliebigen Station deiner Linie.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>Die Weiche kam zu früh in der Runde: keine Abzweigung.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Stationen mit 3 Linien: %1 (je %4 Punkte)
mit 4 Linien: %2 (je %5 Punkte)
mit 5 Linien: %3 (je %6 Punkte)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Erste %1-Karte: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Du hast gepasst. Nimm das mit „Rückgängig“ zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Du hast gepasst. Gehe weiter zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Gilt für diese Karte.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>In dieser Runde schon genutzt.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>Wartet auf die passende Karte.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Gemeinsames Ziel: Jedes Spielblatt, das es erfüllt, erhält die Punkte.</translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation>%1 %2 (+%3)</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>Zuvor in dieser Runde aufgedeckt:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Mit dieser Karte nichts zeichnen.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Den gezeichneten Abschnitt behalten und die nächste Karte aufdecken.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Deinen Abschnitt zurücknehmen (möglich, bis die nächste Karte aufgedeckt wird).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Spielblatt von</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>unter %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Solo-Einstufung: %1 (%2)</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>Die Computerspieler zeichnen…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Du siehst das Spielblatt eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Warten auf die anderen Spieler.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>In der letzten Runde aufgedeckt:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Zählt in ihrem Bezirk doppelt (Doppelstation).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n Bezirk</numerusform>
            <numerusform>%n Bezirke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n Station im stärksten Bezirk</numerusform>
            <numerusform>%n Stationen im stärksten Bezirk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n Punkt</numerusform>
            <numerusform>%1 × %2 = %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points</extracomment>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Touristenstempel: %n Punkt für einen Umsteigebahnhof in diesem Eckbezirk</numerusform>
            <numerusform>Touristenstempel: %n Punkte für einen Umsteigebahnhof in diesem Eckbezirk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Touristenstempel: %n Punkt für einen Umsteigebahnhof in diesem Randbezirk</numerusform>
            <numerusform>Touristenstempel: %n Punkte für einen Umsteigebahnhof in diesem Randbezirk</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>U-BAHN</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Ziel erreicht!</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation>Dein Spiel wartet</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Spielplan ansehen</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <translation>Die Punkte werden erst am Spielende gezählt.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation>Die Animationen bestimmen auch, wie lange die Computerspieler zwischen ihren Zügen pausieren.</translation>
    </message>
</context>
</TS>
