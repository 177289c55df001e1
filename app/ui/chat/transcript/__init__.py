"""The chat transcript, split as Qt's model/view asks: ``model`` (the messages, what a screen reader
hears), ``delegate`` (painting one bubble, its geometry and the caches that keep it cheap, with
``colours``), ``view`` (layout, scrolling, streaming; ``interaction`` holds its mouse, keyboard and
actions menu). Import from the modules; this package re-exports nothing, so the model can be used
without loading the view."""
