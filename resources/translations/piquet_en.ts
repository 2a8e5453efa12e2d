<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
    <context>
        <name>DealSummary</name>
        <message numerus="yes">
            <source>Led %n card(s) of ten or more</source>
            <translation>
                <numerusform>Led %n card of ten or more</numerusform>
                <numerusform>Led %n cards of ten or more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s)</source>
            <translation>
                <numerusform>Led %n card</numerusform>
                <numerusform>Led %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads with a ten or more</source>
            <translation>
                <numerusform>Won %n of the opponent's leads with a ten or more</numerusform>
                <numerusform>Won %n of the opponent's leads with a ten or more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads</source>
            <translation>
                <numerusform>Won %n of the opponent's leads</numerusform>
                <numerusform>Won %n of the opponent's leads</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message numerus="yes">
            <source>elder must discard %n card(s)</source>
            <translation>
                <numerusform>elder must discard %n card</numerusform>
                <numerusform>elder must discard %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>younger must discard %n card(s)</source>
            <translation>
                <numerusform>younger must discard %n card</numerusform>
                <numerusform>younger must discard %n cards</numerusform>
            </translation>
        </message>
    </context>
</TS>
