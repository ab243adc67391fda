<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n stamp</numerusform>
            <numerusform>%n stamps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <translation>
            <numerusform>%1 scores the %2 line: %n district × %3 = %4 points.</numerusform>
            <numerusform>%1 scores the %2 line: %n districts × %3 = %4 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <translation>
            <numerusform>Rated on %1 points: %2 fewer for the %n advanced module.</numerusform>
            <numerusform>Rated on %1 points: %2 fewer for each of the %n advanced modules.</numerusform>
        </translation>
    </message>
</context>
</TS>
