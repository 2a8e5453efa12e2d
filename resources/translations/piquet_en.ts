<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
    <context>
        <name>NewPartieDialog</name>
        <message numerus="yes">
            <source>The seed is too large: use at most %n digits.</source>
            <translation>
                <numerusform>The seed is too large: use at most %n digit.</numerusform>
                <numerusform>The seed is too large: use at most %n digits.</numerusform>
            </translation>
        </message>
    </context>
</TS>
