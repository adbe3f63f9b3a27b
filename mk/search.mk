# search (issue 5): optimal play from any position, rule sets, BFS.
LDLIBS += -pthread
