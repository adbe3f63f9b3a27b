# The JSON output of the hanoi command (--json): its specs read it back
# with an independent decoder, dkjson (spec/cli/json_spec.lua).
DEB_PACKAGES += lua-dkjson
