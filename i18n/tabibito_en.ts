<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameStandings</name>
    <message numerus="yes">
        <source>%n game(s) recorded</source>
        <extracomment>below the player&apos;s name in the records: how many finished games the records hold</extracomment>
        <translation>
            <numerusform>%n game recorded</numerusform>
            <numerusform>%n games recorded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>a game tile on the home screen: how many games of it were finished</extracomment>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LetsGo</name>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>a number of victory points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in the discard.</source>
        <extracomment>tooltip of a deck: %1 its city, %n how many cards are left in it</extracomment>
        <translation>
            <numerusform>%1 deck: %n card left. An empty deck is reshuffled from its cards in the discard.</numerusform>
            <numerusform>%1 deck: %n cards left. An empty deck is reshuffled from its cards in the discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s) (research, walks and the last round&apos;s hands).</source>
        <extracomment>tooltip of the common discard: %n how many cards lie in it</extracomment>
        <translation>
            <numerusform>Discard: %n card (research, walks and the last round&apos;s hands).</numerusform>
            <numerusform>Discard: %n cards (research, walks and the last round&apos;s hands).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed to you in round %1: %n card(s), face down until you pick them up in round %2.</source>
        <extracomment>tooltip of an incoming pile: %1 the round it was passed in, %n the cards, %2 the round they are picked up in</extracomment>
        <translation>
            <numerusform>Passed to you in round %1: %n card, face down until you pick it up in round %2.</numerusform>
            <numerusform>Passed to you in round %1: %n cards, face down until you pick them up in round %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for round %1</source>
        <extracomment>an incoming pile beside the itinerary: %n how many cards, %1 the round they are picked up in</extracomment>
        <translation>
            <numerusform>%n card for round %1</numerusform>
            <numerusform>%n cards for round %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n × %1</source>
        <extracomment>a part of a highlight condition: %1 an icon (&quot;Food &amp; drink&quot;), %n how many</extracomment>
        <translation>
            <numerusform>at least %n × %1</numerusform>
            <numerusform>at least %n × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walked at least %n time(s)</source>
        <extracomment>a part of a highlight condition</extracomment>
        <translation>
            <numerusform>walked at least %n time</numerusform>
            <numerusform>walked at least %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n train ride(s)</source>
        <extracomment>a part of a highlight condition: trains ridden so far</extracomment>
        <translation>
            <numerusform>at least %n train ride</numerusform>
            <numerusform>at least %n train rides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per %1</source>
        <extracomment>a highlight reward: %n VP for each icon %1 collected so far</extracomment>
        <translation>
            <numerusform>%n VP per %1</numerusform>
            <numerusform>%n VP per %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per set of %1</source>
        <extracomment>a highlight reward: %n VP for each complete set of the icons %1 (&quot;Temples + Food&quot;)</extracomment>
        <translation>
            <numerusform>%n VP per set of %1</numerusform>
            <numerusform>%n VP per set of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per train ride</source>
        <extracomment>a highlight reward</extracomment>
        <translation>
            <numerusform>%n VP per train ride</numerusform>
            <numerusform>%n VP per train ride</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per day spent entirely in %1</source>
        <extracomment>a highlight reward: %1 a city; a day counts when all its cards are in that city</extracomment>
        <translation>
            <numerusform>%n VP per day spent entirely in %1</numerusform>
            <numerusform>%n VP per day spent entirely in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Tokyo card(s) and %n Kyoto card(s).</source>
        <extracomment>where a round&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Draw %n Tokyo card and %n Kyoto card.</numerusform>
            <numerusform>Draw %n Tokyo cards and %n Kyoto cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the deck of your choice.</source>
        <extracomment>where round 13&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Draw %n card from the deck of your choice.</numerusform>
            <numerusform>Draw %n cards from the deck of your choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s).</source>
        <extracomment>how many cards a round places</extracomment>
        <translation>
            <numerusform>Place %n card.</numerusform>
            <numerusform>Place %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: discard %n card(s) from your hand.</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Research: discard %n card from your hand.</numerusform>
            <numerusform>Research: discard %n cards from your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: choose the deck of your next card (%n to draw).</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Research: choose the deck of your next card (%n to draw).</numerusform>
            <numerusform>Research: choose the deck of your next card (%n to draw).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day bonus for %1: %n matching icon(s). Choose your reward.</source>
        <extracomment>prompt: %1 a day; %n the icons that match its favourable condition</extracomment>
        <translation>
            <numerusform>Day bonus for %1: %n matching icon. Choose your reward.</numerusform>
            <numerusform>Day bonus for %1: %n matching icons. Choose your reward.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: place a card, or discard one for a walk (%n to place).</source>
        <extracomment>prompt: %1 the round; %n the cards still to place this round</extracomment>
        <translation>
            <numerusform>Round %1: place a card, or discard one for a walk (%n to place).</numerusform>
            <numerusform>Round %1: place a card, or discard one for a walk (%n to place).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 a card&apos;s site; %n its VP</extracomment>
        <translation>
            <numerusform>%1: %2, %n VP.</numerusform>
            <numerusform>%1: %2, %n VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a walk, scored from its back, %n VP.</source>
        <extracomment>log of the trip: %1 a day; a walk scored from its back</extracomment>
        <translation>
            <numerusform>%1: a walk, scored from its back, %n VP.</numerusform>
            <numerusform>%1: a walk, scored from its back, %n VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the highlight&apos;s card</extracomment>
        <translation>
            <numerusform>Highlight of %1 (%2): %n VP.</numerusform>
            <numerusform>Highlight of %1 (%2): %n VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2), scored without its condition: %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the card; scored without its condition (passport)</extracomment>
        <translation>
            <numerusform>Highlight of %1 (%2), scored without its condition: %n VP.</numerusform>
            <numerusform>Highlight of %1 (%2), scored without its condition: %n VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP and %3.</source>
        <extracomment>log of the trip: %1 a day, %2 the card, %3 the icons gained</extracomment>
        <translation>
            <numerusform>Highlight of %1 (%2): %n VP and %3.</numerusform>
            <numerusform>Highlight of %1 (%2): %n VP and %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trip is over: %n VP in all.</source>
        <extracomment>log: the end of one traveller&apos;s trip</extracomment>
        <translation>
            <numerusform>The trip is over: %n VP in all.</numerusform>
            <numerusform>The trip is over: %n VP in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <extracomment>one line of a result: %1 a player</extracomment>
        <translation>
            <numerusform>%1: %n VP</numerusform>
            <numerusform>%1: %n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n VP!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 wins with %n VP!</numerusform>
            <numerusform>%1 wins with %n VP!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n VP: %1</source>
        <extracomment>the result of a tie (ties share the victory): %1 lists the winners</extracomment>
        <translation>
            <numerusform>Shared victory with %n VP: %1</numerusform>
            <numerusform>Shared victory with %n VP: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats the travel agency: %n VP to %2!</source>
        <extracomment>the result in solo: %1 the player, %2 the travel agency&apos;s VP; %n the player&apos;s</extracomment>
        <translation>
            <numerusform>%1 beats the travel agency: %n VP to %2!</numerusform>
            <numerusform>%1 beats the travel agency: %n VP to %2!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The travel agency wins: %n VP to %1.</source>
        <extracomment>the result in solo: %1 the player&apos;s VP; %n the travel agency&apos;s</extracomment>
        <translation>
            <numerusform>The travel agency wins: %n VP to %1.</numerusform>
            <numerusform>The travel agency wins: %n VP to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and the travel agency tie with %n VP: a shared victory!</source>
        <extracomment>the result in solo: %1 the player; both have %n VP</extracomment>
        <translation>
            <numerusform>%1 and the travel agency tie with %n VP: a shared victory!</numerusform>
            <numerusform>%1 and the travel agency tie with %n VP: a shared victory!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n research token(s)</source>
        <extracomment>score detail: unused research tokens</extracomment>
        <translation>
            <numerusform>%n research token</numerusform>
            <numerusform>%n research tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standard</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n standard</numerusform>
            <numerusform>%n standard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n luxury</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n luxury</numerusform>
            <numerusform>%n luxury</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend wild tokens %1? You have %n.</source>
        <extracomment>the question of the wild tokens on the trip: %1 where (&quot;before the Monday highlight&quot;)</extracomment>
        <translation>
            <numerusform>Spend a wild token %1? You have %n.</numerusform>
            <numerusform>Spend wild tokens %1? You have %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score it without its condition (%n left)</source>
        <extracomment>a button of the free highlight decision: %n free highlights left</extracomment>
        <translation>
            <numerusform>Score it without its condition (%n left)</numerusform>
            <numerusform>Score it without its condition (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research (1 token): draw %n, discard %n</source>
        <extracomment>the panel&apos;s heading over the two deck buttons while the seat holds a research token: one token draws %n cards (each from the deck clicked) and then discards %n</extracomment>
        <translation>
            <numerusform>Research (1 token): draw %n, discard %n</numerusform>
            <numerusform>Research (1 token): draw %n, discard %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day closed: %n matching icon(s)</source>
        <extracomment>the banner when a day of the itinerary takes its third card</extracomment>
        <translation>
            <numerusform>Day closed: %n matching icon</numerusform>
            <numerusform>Day closed: %n matching icons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LetsGoHints</name>
    <message numerus="yes">
        <source>It completes %1 with %n matching icon(s): a day bonus of %2.</source>
        <extracomment>hint: %1 a day, %2 its day bonus (&quot;2 research tokens or 1 wild token&quot;); %n icons</extracomment>
        <translation>
            <numerusform>It completes %1 with %n matching icon: a day bonus of %2.</numerusform>
            <numerusform>It completes %1 with %n matching icons: a day bonus of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It matches the favourable condition %1 (%2) with %n icon(s): a step toward the day bonus.</source>
        <extracomment>hint: %1 the day with its preposition (&quot;on Monday&quot;), %2 its favourable condition; %n of the card&apos;s icons match it</extracomment>
        <translation>
            <numerusform>It matches the favourable condition %1 (%2) with %n icon: a step toward the day bonus.</numerusform>
            <numerusform>It matches the favourable condition %1 (%2) with %n icons: a step toward the day bonus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more walk(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks</extracomment>
        <translation>
            <numerusform>%n more walk</numerusform>
            <numerusform>%n more walks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n train ride(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks (rides are only known on the trip)</extracomment>
        <translation>
            <numerusform>%n train ride</numerusform>
            <numerusform>%n train rides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend a research token: draw %n card(s), the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</source>
        <extracomment>hint: %1 the deck of the first card; %n the cards a research draws</extracomment>
        <translation>
            <numerusform>Spend a research token: draw %n card, the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</numerusform>
            <numerusform>Spend a research token: draw %n cards, the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n research token(s), each worth %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused research token scores (&quot;1 VP&quot;); %n tokens left</extracomment>
        <translation>
            <numerusform>You keep %n research token, worth %1 at the end if unused.</numerusform>
            <numerusform>You keep %n research tokens, each worth %1 at the end if unused.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token(s).</source>
        <extracomment>hint: %1 the card discarded, %2 the deck (&quot;Tokyo&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token.</numerusform>
            <numerusform>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</source>
        <extracomment>hint during a research: %1 the card, %2 its VP; %n cards still to discard after it</extracomment>
        <translation>
            <numerusform>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</numerusform>
            <numerusform>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more research token(s): each one a research, or %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused token scores (&quot;1 VP&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>%n more research token: a research, or %1 at the end if unused.</numerusform>
            <numerusform>%n more research tokens: each one a research, or %1 at the end if unused.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n VP</source>
        <extracomment>victory points a trip choice adds at once</extracomment>
        <translation>
            <numerusform>+%n VP</numerusform>
            <numerusform>+%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n VP</source>
        <extracomment>victory points a trip choice costs at once</extracomment>
        <translation>
            <numerusform>−%n VP</numerusform>
            <numerusform>−%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a planned trip of about %n VP</source>
        <extracomment>hint in the draft: %n the final total of the trip the computer player plans with the move (its mean over a few fillings of the empty slots, less what the travel agency gains in solo)</extracomment>
        <translation>
            <numerusform>a planned trip of about %n VP</numerusform>
            <numerusform>a planned trip of about %n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card (the rest go to the travel agency): %1 the best other move; %n how much more the computer player&apos;s plan makes of this one, counting what the agency&apos;s trip gains from the cards it gets</extracomment>
        <translation>
            <numerusform>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</numerusform>
            <numerusform>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <extracomment>hint in the draft: the best other move&apos;s planned total (after &quot;a planned trip of about 112 VP, against&quot;)</extracomment>
        <translation>
            <numerusform>about %n VP</numerusform>
            <numerusform>about %n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>%n subway card left this round</numerusform>
            <numerusform>%n subway cards left this round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n green station missed</numerusform>
            <numerusform>%n green stations missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <extracomment>the final scores&apos; cell under the row of missed green stations: how many no line reached (the row&apos;s heading names them; the long form ended in &quot;…&quot; in German)</extracomment>
        <translation>
            <numerusform>%n station</numerusform>
            <numerusform>%n stations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) still to reach</source>
        <extracomment>on the score sheet while the game is played: green stations no line has reached yet (they cost points only if still unreached at the end)</extracomment>
        <translation>
            <numerusform>%n green station still to reach</numerusform>
            <numerusform>%n green stations still to reach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n stamp</numerusform>
            <numerusform>%n stamps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 scores the %2 line: %n district × %3 = %4 points.</numerusform>
            <numerusform>%1 scores the %2 line: %n districts × %3 = %4 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 (%2): %n district(s) × %3 = %4 points</source>
        <extracomment>the round&apos;s summary over the board: %1 the line&apos;s number (1-4), %2 its pencil colour, %n the districts it crosses, %3 the most stations in one district, %4 points</extracomment>
        <translation>
            <numerusform>Line %1 (%2): %n district × %3 = %4 points</numerusform>
            <numerusform>Line %1 (%2): %n districts × %3 = %4 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new interchange(s)</source>
        <extracomment>the round&apos;s summary: stations where the line just finished made 3 or more lines meet</extracomment>
        <translation>
            <numerusform>%n new interchange</numerusform>
            <numerusform>%n new interchanges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new tourist stamp(s)</source>
        <extracomment>the round&apos;s summary: tourist stamps the line just finished earned</extracomment>
        <translation>
            <numerusform>%n new tourist stamp</numerusform>
            <numerusform>%n new tourist stamps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared objective(s) met</source>
        <extracomment>the round&apos;s summary: shared objectives the line just finished met</extracomment>
        <translation>
            <numerusform>%n shared objective met</numerusform>
            <numerusform>%n shared objectives met</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Rated on %1 points: %2 fewer for the %n advanced module.</numerusform>
            <numerusform>Rated on %1 points: %2 fewer for each of the %n advanced modules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points − %2 for %n advanced module(s) = %3, in the band %4.</source>
        <extracomment>under a solo result with advanced modules: %1 the score, %2 the points taken off, %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band (&quot;136–150&quot;)</extracomment>
        <translation>
            <numerusform>%1 points − %2 for %n advanced module = %3, in the band %4.</numerusform>
            <numerusform>%1 points − %2 for %n advanced modules = %3, in the band %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more point(s) for %1.</source>
        <extracomment>the last line of a solo result: %n points more (rated) would have reached the next rating, %1 its title</extracomment>
        <translation>
            <numerusform>%n more point for %1.</numerusform>
            <numerusform>%n more points for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n district</numerusform>
            <numerusform>%n districts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n station in its busiest district</numerusform>
            <numerusform>%n stations in its busiest district</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n point</numerusform>
            <numerusform>%1 × %2 = %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>No dotted guide joins this %1 station to the end of your line: the %2 station.</numerusform>
            <numerusform>No dotted guide joins this %1 station to the ends of your line: the %2 stations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interchange: %n line(s) meet here.</source>
        <extracomment>station tooltip on the shown sheet: %n how many lines (the green loop counted) meet</extracomment>
        <translation>
            <numerusform>Interchange: %n line meets here.</numerusform>
            <numerusform>Interchange: %n lines meet here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If no line reaches it, it costs %n point(s) at the end.</source>
        <extracomment>tooltip of a green station: %n the points lost if no line reaches it by the end</extracomment>
        <translation>
            <numerusform>If no line reaches it, it costs %n point at the end.</numerusform>
            <numerusform>If no line reaches it, it costs %n points at the end.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Tourist stamp: %n point for an interchange in this corner district</numerusform>
            <numerusform>Tourist stamp: %n points for an interchange in this corner district</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Tourist stamp: %n point for an interchange in this edge district</numerusform>
            <numerusform>Tourist stamp: %n points for an interchange in this edge district</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n point</numerusform>
            <numerusform>%1 — %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
        <translation>
            <numerusform>Shared victory with %n point: %1</numerusform>
            <numerusform>Shared victory with %n points: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NextStationHints</name>
    <message numerus="yes">
        <source>+%n point(s) now</source>
        <extracomment>the points a hinted move brings at once (never negative); the start of the hint&apos;s second sentence, inserted as %1 into the set-up sentences</extracomment>
        <translation>
            <numerusform>+%n point now</numerusform>
            <numerusform>+%n points now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines meet at this station</source>
        <extracomment>why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the station it reaches, which scores as an interchange</extracomment>
        <translation>
            <numerusform>%n line meets at this station</numerusform>
            <numerusform>%n lines meet at this station</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a %2 card next would add %n more point(s).</source>
        <extracomment>the hint&apos;s set-up: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %2 a symbol (of a card), %n the points the best section for such a card would add after this move</extracomment>
        <translation>
            <numerusform>%1; a %2 card next would add %n more point.</numerusform>
            <numerusform>%1; a %2 card next would add %n more points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a joker next would add %n more point(s).</source>
        <extracomment>like &quot;a %2 card next…&quot;: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the points the best section for a joker would add after this move</extracomment>
        <translation>
            <numerusform>%1; a joker next would add %n more point.</numerusform>
            <numerusform>%1; a joker next would add %n more points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; your line keeps %n way(s) open for the next card.</source>
        <extracomment>the hint&apos;s set-up when no card would add points next: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the sections (any symbol) the line&apos;s ends could take next</extracomment>
        <translation>
            <numerusform>%1; your line keeps %n way open for the next card.</numerusform>
            <numerusform>%1; your line keeps %n ways open for the next card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best section would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint passes although a section would score: %n its points now</extracomment>
        <translation>
            <numerusform>the best section would gain only %n point now and spoil better ones on the cards to come</numerusform>
            <numerusform>the best section would gain only %n points now and spoil better ones on the cards to come</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the section straight on would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint stops instead of going straight on: %n the points that section would gain now</extracomment>
        <translation>
            <numerusform>the section straight on would gain only %n point now and spoil better ones on the cards to come</numerusform>
            <numerusform>the section straight on would gain only %n points now and spoil better ones on the cards to come</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s), now and from the cards to come</source>
        <extracomment>hint, a move&apos;s worth as the computer player counts it: %n the points it brings now and those the cards to come are expected to add with it</extracomment>
        <translation>
            <numerusform>about %n point, now and from the cards to come</numerusform>
            <numerusform>about %n points, now and from the cards to come</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <extracomment>hint: what the best other move would bring at once, in brackets (&quot;would bring more now (+5 points)&quot;)</extracomment>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <extracomment>hint, the best other move&apos;s worth as the computer player counts it (after &quot;about 12 points, now and from the cards to come, against&quot;)</extracomment>
        <translation>
            <numerusform>about %n point</numerusform>
            <numerusform>about %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tokaido</name>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%n set</numerusform>
            <numerusform>%n sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>%n souvenir</numerusform>
            <numerusform>%n souvenirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>%n meal</numerusform>
            <numerusform>%n meals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>%n hot spring card</numerusform>
            <numerusform>%n hot spring cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>%n encounter</numerusform>
            <numerusform>%n encounters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>%n coin given</numerusform>
            <numerusform>%n coins given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>%n achievement card</numerusform>
            <numerusform>%n achievement cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>%n cherry tree</numerusform>
            <numerusform>%n cherry trees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>%n bath house</numerusform>
            <numerusform>%n bath houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neutral traveller ahead, %n coin(s)</source>
        <extracomment>score detail of the temple ranking in a 2-player game, under a traveller whom the neutral traveller outgave: %n the neutral traveller&apos;s coins on the temples</extracomment>
        <translation>
            <numerusform>neutral traveller ahead, %n coin</numerusform>
            <numerusform>neutral traveller ahead, %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>%n legendary object</numerusform>
            <numerusform>%n legendary objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>%n calligraphy card</numerusform>
            <numerusform>%n calligraphy cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>%n amulet</numerusform>
            <numerusform>%n amulets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>%n hidden amulet</numerusform>
            <numerusform>%n hidden amulets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>%n of them bought this turn</numerusform>
            <numerusform>%n of them bought this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1 (%2, %n coin)</numerusform>
            <numerusform>%1 (%2, %n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1 (%n coin)</numerusform>
            <numerusform>%1 (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cherry trees: %n left</source>
        <extracomment>in the label beside a panorama (Crossroads): %n cherry trees left in the supply</extracomment>
        <translation>
            <numerusform>Cherry trees: %n left</numerusform>
            <numerusform>Cherry trees: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bath houses: %n left</source>
        <extracomment>in the label beside a hot spring (Crossroads): %n bath houses left</extracomment>
        <translation>
            <numerusform>Bath houses: %n left</numerusform>
            <numerusform>Bath houses: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legendary objects: %n left</source>
        <extracomment>in the label beside a village (Crossroads): %n legendary objects left</extracomment>
        <translation>
            <numerusform>Legendary objects: %n left</numerusform>
            <numerusform>Legendary objects: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Amulets: %n left</source>
        <extracomment>in the label beside a temple (Crossroads): %n amulets left (face down)</extracomment>
        <translation>
            <numerusform>Amulets: %n left</numerusform>
            <numerusform>Amulets: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calligraphies: %n left</source>
        <extracomment>in the label beside an encounter (Crossroads): %n calligraphies left</extracomment>
        <translation>
            <numerusform>Calligraphies: %n left</numerusform>
            <numerusform>Calligraphies: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 takes %n coin.</numerusform>
            <numerusform>%1 takes %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1 takes part %n of the %2: %n point.</numerusform>
            <numerusform>%1 takes part %n of the %2: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1 is the first to complete the %2 and takes its achievement card: %n point.</numerusform>
            <numerusform>%1 is the first to complete the %2 and takes its achievement card: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1 gives %n coin to the temple: %n point.</numerusform>
            <numerusform>%1 gives %n coins to the temple: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1 buys %2 for %3: %n point.</numerusform>
            <numerusform>%1 buys %2 for %3: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1 receives %2 for free: %n point.</numerusform>
            <numerusform>%1 receives %2 for free: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1 gets the cheapest souvenir free: %n coin back.</numerusform>
            <numerusform>%1 gets the cheapest souvenir free: %n coins back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back from the temple, %n point(s) less.</source>
        <extracomment>log, Sasayakko&apos;s ability when the Devotion amulet had paid the free souvenir onto the temple: %1 a player, %n the coins she takes back from there (and the points they scored)</extracomment>
        <translation>
            <numerusform>%1 gets the cheapest souvenir free: %n coin back from the temple, %n point less.</numerusform>
            <numerusform>%1 gets the cheapest souvenir free: %n coins back from the temple, %n points less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 bathes in a hot spring: %n point.</numerusform>
            <numerusform>%1 bathes in a hot spring: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 meets a Samurai: %n point.</numerusform>
            <numerusform>%1 meets a Samurai: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 meets a Kuge, who gives %n coin.</numerusform>
            <numerusform>%1 meets a Kuge, who gives %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1 meets a Miko: a coin from the bank goes on the temple, %n point.</numerusform>
            <numerusform>%1 meets a Miko: a coin from the bank goes on the temple, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 eats %2 for %3: %n point.</numerusform>
            <numerusform>%1 eats %2 for %3: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 eats %2 for free: %n point.</numerusform>
            <numerusform>%1 eats %2 for free: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 takes a cherry tree: %n point and %2.</numerusform>
            <numerusform>%1 takes a cherry tree: %n points and %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 buys a bath house: %n point.</numerusform>
            <numerusform>%1 buys a bath house: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1 buys the legendary object %2 for %3: %n point.</numerusform>
            <numerusform>%1 buys the legendary object %2 for %3: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1 bets %n coin and rolls %2: the stake is lost.</numerusform>
            <numerusform>%1 bets %n coins and rolls %2: the stake is lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1 bets %n coin and rolls %2: the stake comes back.</numerusform>
            <numerusform>%1 bets %n coins and rolls %2: the stake comes back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1 bets %2 and rolls %3: %n coin back.</numerusform>
            <numerusform>%1 bets %2 and rolls %3: %n coins back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1 rolls %2 on the fortune die: %n coin.</numerusform>
            <numerusform>%1 rolls %2 on the fortune die: %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>%1 wins with %n point, on the tie-break of achievement cards (%2)!</numerusform>
            <numerusform>%1 wins with %n points, on the tie-break of achievement cards (%2)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>Shared victory with %n point: %1</numerusform>
            <numerusform>Shared victory with %n points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>%n hot spring</numerusform>
            <numerusform>%n hot springs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%n set: %1</numerusform>
            <numerusform>%n sets: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>meals worth %n coin</numerusform>
            <numerusform>meals worth %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>%n coin on the temples</numerusform>
            <numerusform>%n coins on the temples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>%n meal at the inn</numerusform>
            <numerusform>%n meals at the inn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoChoosers</name>
    <message numerus="yes">
        <source>→ %n point(s) now</source>
        <extracomment>a legendary object in the list to buy from: what it scores at once, all counted</extracomment>
        <translation>
            <numerusform>→ %n point now</numerusform>
            <numerusform>→ %n points now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>→ %n point(s) at the end, as your journey stands now</source>
        <extracomment>a calligraphy in the list to buy from: what it would score at the end if the journey ended right after buying it</extracomment>
        <translation>
            <numerusform>→ %n point at the end, as your journey stands now</numerusform>
            <numerusform>→ %n points at the end, as your journey stands now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoHints</name>
    <message numerus="yes">
        <source>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop(s).</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;, &quot;First inn&quot;), %n the stops passed on the way</extracomment>
        <translation>
            <numerusform>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop.</numerusform>
            <numerusform>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stops.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First at the inn, you choose from all %n meal(s).</source>
        <extracomment>hint, a move to an inn nobody has reached yet: %n the meals drawn there</extracomment>
        <translation>
            <numerusform>First at the inn, you choose from the %n meal.</numerusform>
            <numerusform>First at the inn, you choose from all %n meals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is drawn from the %n amulet(s) left.</source>
        <extracomment>hint, the Good luck amulet before departure: %n the amulets it is drawn from</extracomment>
        <translation>
            <numerusform>It is drawn from the %n amulet left.</numerusform>
            <numerusform>It is drawn from the %n amulets left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n ahead of your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the traveller&apos;s mean final points (&quot;62 points&quot;), %n how far ahead of the best rival they end on average</extracomment>
        <translation>
            <numerusform>%1 at the end, %n ahead of your best rival</numerusform>
            <numerusform>%1 at the end, %n ahead of your best rival</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n behind your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, %n how far behind the best rival the traveller ends on average</extracomment>
        <translation>
            <numerusform>%1 at the end, %n behind your best rival</numerusform>
            <numerusform>%1 at the end, %n behind your best rival</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ahead</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n ahead of the best rival (after &quot;62 points at the end, 4 ahead of your best rival, against&quot;)</extracomment>
        <translation>
            <numerusform>%1, %n ahead</numerusform>
            <numerusform>%1, %n ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n behind</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n behind the best rival</extracomment>
        <translation>
            <numerusform>%1, %n behind</numerusform>
            <numerusform>%1, %n behind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about %n point(s) by the computer player&apos;s count</source>
        <extracomment>hint, a move the computer player values without playing it out: %n its value</extracomment>
        <translation>
            <numerusform>worth about %n point by the computer player&apos;s count</numerusform>
            <numerusform>worth about %n points by the computer player&apos;s count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer player played each move to the end %n time(s).</source>
        <extracomment>hint: the computer player played each of its best moves to the end %n times, on journeys dealt from what you can see (the sentence before the comparison)</extracomment>
        <translation>
            <numerusform>The computer player played each move to the end %n time.</numerusform>
            <numerusform>The computer player played each move to the end %n times.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoSupply</name>
    <message numerus="yes">
        <source>%n cherry tree(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>%n cherry tree left</numerusform>
            <numerusform>%n cherry trees left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>%n bath house left</numerusform>
            <numerusform>%n bath houses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>%n legendary object left</numerusform>
            <numerusform>%n legendary objects left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy/calligraphies left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>%n calligraphy left</numerusform>
            <numerusform>%n calligraphies left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s) left, face down</source>
        <extracomment>the Crossroads supply on the board: the amulets are face down, only their number is known</extracomment>
        <translation>
            <numerusform>%n amulet left, face down</numerusform>
            <numerusform>%n amulets left, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rare and precious: %n of each in this game</source>
        <extracomment>the Crossroads supply&apos;s tooltip with the &quot;Rare and precious&quot; variant</extracomment>
        <translation>
            <numerusform>Rare and precious: %n of each in this game</numerusform>
            <numerusform>Rare and precious: %n of each in this game</numerusform>
        </translation>
    </message>
</context>
</TS>
